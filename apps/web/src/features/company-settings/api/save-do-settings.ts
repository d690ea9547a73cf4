import {
  COMPANY_SETTINGS_PATHS,
  type DoSettings,
  type DoSettingsRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { DO_SETTINGS_KEY } from './get-do-settings';

export const saveDoSettings = async (body: DoSettingsRequest) =>
  (
    await request<ItemData<DoSettings>>(COMPANY_SETTINGS_PATHS.doSettings, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveDoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDoSettings,
    onSuccess: (item) => queryClient.setQueryData([DO_SETTINGS_KEY], item),
  });
}
