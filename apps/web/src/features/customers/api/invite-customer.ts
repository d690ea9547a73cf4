import {
  CUSTOMER_KYC_PATHS,
  type CustomerKyc,
  type ItemData,
  type KycInviteRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { CUSTOMER_KYCS_KEY } from './get-customer-kycs';

/** Invites a customer: the KYC is created and its link e-mailed. Errors are shown by the form. */
export const inviteCustomer = async (body: KycInviteRequest) =>
  (
    await request<ItemData<CustomerKyc>>(CUSTOMER_KYC_PATHS.list, {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useInviteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_KYCS_KEY] }),
  });
}
