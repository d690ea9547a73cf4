import {
  type ItemData,
  NEGOTIATION_SETTINGS_PATH,
  type NegotiationSettings,
  type NegotiationSettingsRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { NEGOTIATION_SETTINGS_KEY } from './get-negotiation-settings';

export const saveNegotiationSettings = async (body: NegotiationSettingsRequest) =>
  (
    await request<ItemData<NegotiationSettings>>(NEGOTIATION_SETTINGS_PATH, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveNegotiationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNegotiationSettings,
    onSuccess: (item) => queryClient.setQueryData([NEGOTIATION_SETTINGS_KEY], item),
  });
}
