import { bankAccountDocumentPath } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

/** Removes a bank account's bank detail document, with the SPEC §8 delete dialogs. */
export const removeBankAccountDocument = (id: number) => deleteWithDialogs(bankAccountDocumentPath(id));

export function useRemoveBankAccountDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankAccountDocument,
    onSuccess: (removed) => {
      if (removed) return queryClient.invalidateQueries({ queryKey: [BANK_ACCOUNTS_KEY] });
    },
  });
}
