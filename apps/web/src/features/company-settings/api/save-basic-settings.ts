import {
  COMPANY_SETTINGS_PATHS,
  type CompanyBasicSettings,
  type CompanyBasicSettingsRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { setHasCompleteCompanySetting } from '../../../lib/session';
import { BASIC_SETTINGS_KEY } from './get-basic-settings';

/** Saves the whole form; errors are shown by the form. */
export const saveBasicSettings = async (body: CompanyBasicSettingsRequest) =>
  (
    await request<ItemData<CompanyBasicSettings>>(COMPANY_SETTINGS_PATHS.basic, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveBasicSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBasicSettings,
    onSuccess: (item) => {
      // The stored flag drives the SPEC §4 redirect until the next login refreshes it.
      setHasCompleteCompanySetting(item.hasCompleteCompanySetting);
      queryClient.setQueryData([BASIC_SETTINGS_KEY], item);
    },
  });
}
