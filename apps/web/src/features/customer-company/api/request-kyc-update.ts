import {
  type ItemData,
  KYC_UPDATE_REQUEST_PATHS,
  type KycUpdateRequest,
  type KycUpdateRequestCreate,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { MY_KYC_KEY } from './get-my-kyc';
import { MY_UPDATE_REQUESTS_KEY } from './get-my-update-requests';

/** Asks the forwarder to change the details; field errors are shown by the form. */
export const requestKycUpdate = async (body: KycUpdateRequestCreate) =>
  (
    await request<ItemData<KycUpdateRequest>>(KYC_UPDATE_REQUEST_PATHS.list, {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useRequestKycUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestKycUpdate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [MY_KYC_KEY] }),
        queryClient.invalidateQueries({ queryKey: [MY_UPDATE_REQUESTS_KEY] }),
      ]),
  });
}
