import { type BankAccount, type BankAccountListQuery, COMPANY_SETTINGS_PATHS } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type BankAccountsQuery = ListQueryOf<BankAccountListQuery>;

export const BANK_ACCOUNTS_KEY = 'company-settings-bank-accounts';

export const { getQueryOptions: getBankAccountsQueryOptions, useList: useBankAccounts } = createListApi<
  BankAccount,
  BankAccountsQuery
>(COMPANY_SETTINGS_PATHS.bankDetails, [BANK_ACCOUNTS_KEY]);
