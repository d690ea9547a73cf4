import {
  type EmailTestResult,
  type ItemData,
  MESSAGING_SETTINGS_PATHS,
  type SendTestEmailRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { EMAIL_LOGS_KEY } from './get-email-logs';

/** What a test send answers: how it went, and the server's sentence for it. */
export type TestSendAnswer<T> = { item: T; message: string };

/**
 * Sends a test e-mail. The server answers 200 whether it left or not (`item.status`); settings
 * that cannot send are a 409 the dialog shows itself.
 */
export async function sendTestEmail(body: SendTestEmailRequest): Promise<TestSendAnswer<EmailTestResult>> {
  const answer = await request<ItemData<EmailTestResult>>(MESSAGING_SETTINGS_PATHS.emailTest, {
    method: 'POST',
    body,
    suppressErrorDialog: true,
  });
  return { item: answer.data.item, message: answer.message ?? '' };
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EMAIL_LOGS_KEY] }),
  });
}
