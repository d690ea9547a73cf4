import {
  type EmailSettings,
  type EmailSettingsRequest,
  type ItemData,
  MESSAGING_SETTINGS_PATHS,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { EMAIL_SETTINGS_KEY } from './get-email-settings';

/** A `password` left out keeps the stored one; null clears it. Errors are shown by the form. */
export const saveEmailSettings = async (body: EmailSettingsRequest) =>
  (
    await request<ItemData<EmailSettings>>(MESSAGING_SETTINGS_PATHS.email, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailSettings,
    onSuccess: (item) => queryClient.setQueryData([EMAIL_SETTINGS_KEY], item),
  });
}
