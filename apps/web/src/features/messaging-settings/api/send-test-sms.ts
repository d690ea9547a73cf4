import {
  type ItemData,
  MESSAGING_SETTINGS_PATHS,
  type SendTestSmsRequest,
  type SmsTestResult,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { SMS_LOGS_KEY } from './get-sms-logs';
import type { TestSendAnswer } from './send-test-email';

/** Sends a test SMS; answered like the test e-mail. */
export async function sendTestSms(body: SendTestSmsRequest): Promise<TestSendAnswer<SmsTestResult>> {
  const answer = await request<ItemData<SmsTestResult>>(MESSAGING_SETTINGS_PATHS.smsTest, {
    method: 'POST',
    body,
    suppressErrorDialog: true,
  });
  return { item: answer.data.item, message: answer.message ?? '' };
}

export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestSms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SMS_LOGS_KEY] }),
  });
}
