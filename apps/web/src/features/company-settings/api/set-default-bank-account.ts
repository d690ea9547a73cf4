import { type BankAccount, COMPANY_SETTINGS_PATHS, type ItemData } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

/** Makes the account the company's default; the server takes the flag off the previous one. */
export const setDefaultBankAccount = (id: number) =>
  http.post<ItemData<BankAccount>>(`${COMPANY_SETTINGS_PATHS.bankDetails}/${id}/default`);

export function useSetDefaultBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BANK_ACCOUNTS_KEY] }),
  });
}
