import {
  type BankAccount,
  type BankAccountRequest,
  COMPANY_SETTINGS_PATHS,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

/** Creates a bank account, or updates one when an id is given. Errors are shown by the form. */
export const saveBankAccount = async ({ id, body }: { id?: number; body: BankAccountRequest }) =>
  (
    await request<ItemData<BankAccount>>(
      id === undefined ? COMPANY_SETTINGS_PATHS.bankDetails : `${COMPANY_SETTINGS_PATHS.bankDetails}/${id}`,
      { method: id === undefined ? 'POST' : 'PUT', body, suppressErrorDialog: true },
    )
  ).data;

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BANK_ACCOUNTS_KEY] }),
  });
}
