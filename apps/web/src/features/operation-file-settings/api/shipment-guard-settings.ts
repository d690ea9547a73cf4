import {
  type ItemData,
  JOB_PATHS,
  type ShipmentGuardSettings,
  type ShipmentGuardSettingsRequest,
} from '@fastforward/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../../../lib/http';

const SHIPMENT_GUARDS_KEY = 'shipment-guard-settings';

/** The shipment guards with whether the company relaxed each (operation settings). */
export const useShipmentGuardSettings = () =>
  useQuery({
    queryKey: [SHIPMENT_GUARDS_KEY],
    queryFn: async () =>
      (await http.get<ItemData<ShipmentGuardSettings>>(JOB_PATHS.shipmentGuardSettings)).item,
  });

export function useSaveShipmentGuardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShipmentGuardSettingsRequest) =>
      (
        await request<ItemData<ShipmentGuardSettings>>(JOB_PATHS.shipmentGuardSettings, {
          method: 'PUT',
          body,
          suppressErrorDialog: true,
        })
      ).data.item,
    onSuccess: (item) => queryClient.setQueryData([SHIPMENT_GUARDS_KEY], item),
  });
}
