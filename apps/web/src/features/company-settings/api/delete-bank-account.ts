import { COMPANY_SETTINGS_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

/** SPEC §8 dialogs: 'Successfully Deleted.' or the server's refusal. */
export const deleteBankAccount = (id: number) =>
  deleteWithDialogs(`${COMPANY_SETTINGS_PATHS.bankDetails}/${id}`);

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: [BANK_ACCOUNTS_KEY] });
    },
  });
}
