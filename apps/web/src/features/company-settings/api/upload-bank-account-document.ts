import { type BankAccount, bankAccountDocumentPath } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../components/files';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

/** Uploads a bank account's bank detail document (BDD), replacing the one there. */
export const uploadBankAccountDocument = ({ id, file }: { id: number; file: File }) =>
  uploadFile<BankAccount>(bankAccountDocumentPath(id), file);

export function useUploadBankAccountDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBankAccountDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BANK_ACCOUNTS_KEY] }),
  });
}
