import {
  type CompanyRejectRequest,
  type ItemData,
  type VendorConversionRequest,
  vendorConversionApprovePath,
  vendorConversionRejectPath,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';
import { VENDOR_CONVERSIONS_KEY } from './get-conversion-requests';

/** Approves a request: the vendor becomes a forwarder. A refusal gets the default error dialog. */
export const approveConversion = async (id: number) =>
  (await request<ItemData<VendorConversionRequest>>(vendorConversionApprovePath(id), { method: 'POST' })).data
    .item;

/** Rejects a request with a reason; field errors are shown by the form. */
export const rejectConversion = async ({ id, body }: { id: number; body: CompanyRejectRequest }) =>
  (
    await request<ItemData<VendorConversionRequest>>(vendorConversionRejectPath(id), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

const useDecision = <A>(decide: (args: A) => Promise<VendorConversionRequest>, said: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (item) => {
      void showSuccessDialog(`The request of ${item.companyName} has been ${said}.`);
      return queryClient.invalidateQueries({ queryKey: [VENDOR_CONVERSIONS_KEY] });
    },
  });
};

export const useApproveConversion = () => useDecision(approveConversion, 'approved');
export const useRejectConversion = () => useDecision(rejectConversion, 'rejected');
