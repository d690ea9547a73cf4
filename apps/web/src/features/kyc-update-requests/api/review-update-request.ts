import {
  type ItemData,
  KYC_UPDATE_REQUEST_MESSAGES,
  KYC_UPDATE_REQUEST_PATHS,
  type KycUpdateRequest,
  type KycUpdateRequestReject,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';
import { kycUpdateRequestApiPath } from './get-update-request';
import { KYC_UPDATE_REQUESTS_KEY } from './get-update-requests';

/** Approves: the details change; a refusal (decided meanwhile, a field changed since) gets the default dialog. */
export const approveUpdateRequest = async (id: number) =>
  (
    await request<ItemData<KycUpdateRequest>>(kycUpdateRequestApiPath(id, KYC_UPDATE_REQUEST_PATHS.approve), {
      method: 'POST',
      body: {},
    })
  ).data.item;

/** Rejects with a reason; field errors are shown by the form. */
export const rejectUpdateRequest = async ({ id, body }: { id: number; body: KycUpdateRequestReject }) =>
  (
    await request<ItemData<KycUpdateRequest>>(kycUpdateRequestApiPath(id, KYC_UPDATE_REQUEST_PATHS.reject), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

const useDecision = <V>(decide: (variables: V) => Promise<KycUpdateRequest>, message: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      void showSuccessDialog(message);
      return queryClient.invalidateQueries({ queryKey: [KYC_UPDATE_REQUESTS_KEY] });
    },
  });
};

export const useApproveUpdateRequest = () =>
  useDecision(approveUpdateRequest, KYC_UPDATE_REQUEST_MESSAGES.approved);
export const useRejectUpdateRequest = () =>
  useDecision(rejectUpdateRequest, KYC_UPDATE_REQUEST_MESSAGES.rejected);
