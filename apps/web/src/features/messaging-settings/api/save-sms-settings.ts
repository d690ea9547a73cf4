import {
  type ItemData,
  MESSAGING_SETTINGS_PATHS,
  type SmsSettings,
  type SmsSettingsRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { SMS_SETTINGS_KEY } from './get-sms-settings';

/** A `secret` left out keeps the stored one; null clears it. Errors are shown by the form. */
export const saveSmsSettings = async (body: SmsSettingsRequest) =>
  (
    await request<ItemData<SmsSettings>>(MESSAGING_SETTINGS_PATHS.sms, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmsSettings,
    onSuccess: (item) => queryClient.setQueryData([SMS_SETTINGS_KEY], item),
  });
}
