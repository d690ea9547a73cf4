import { type CustomerKyc, type ItemData, kycApiPath } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { type HttpMethod, request } from '../../../lib/http';
import { CUSTOMER_KYCS_KEY } from './get-customer-kycs';

export type KycActionOptions = {
  method?: HttpMethod;
  /** A form shows the refusals under its fields (applyServerErrors); otherwise the default dialog. */
  fromForm?: boolean;
  /** Tell the user what happened in the success dialog (the server's message, else this text). */
  successText?: string;
};

/**
 * A change of one KYC at `path` (…/:id/approve): it answers the KYC as it now stands, and every
 * customer KYC query (list, item, log) is read again.
 */
export function createKycAction<B = undefined>(path: string, options: KycActionOptions = {}) {
  const run = async ({ id, body }: { id: number; body?: B }) => {
    const answer = await request<ItemData<CustomerKyc>>(kycApiPath(path, id), {
      method: options.method ?? 'POST',
      body,
      suppressErrorDialog: options.fromForm ?? false,
    });
    return { item: answer.data.item, message: answer.message };
  };
  return {
    run,
    useAction() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: run,
        onSuccess: ({ message }) => {
          const text = message ?? options.successText;
          if (text) void showSuccessDialog(text);
          return queryClient.invalidateQueries({ queryKey: [CUSTOMER_KYCS_KEY] });
        },
      });
    },
  };
}
