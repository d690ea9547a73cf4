import {
  COMPANY_SETTINGS_PATHS,
  type ItemData,
  type OperatingCostSettings,
  type OperatingCostSettingsRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { OPERATING_COST_KEY } from './get-operating-cost';

export const saveOperatingCost = async (body: OperatingCostSettingsRequest) =>
  (
    await request<ItemData<OperatingCostSettings>>(COMPANY_SETTINGS_PATHS.operatingCost, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveOperatingCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOperatingCost,
    onSuccess: (item) => queryClient.setQueryData([OPERATING_COST_KEY], item),
  });
}
