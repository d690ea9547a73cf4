import {
  type BankAccount,
  type BankAccountListQuery,
  COMPANY_SETTINGS_PATHS,
  type ListData,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type BankAccountsQuery = Pick<BankAccountListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
};

export const BANK_ACCOUNTS_KEY = 'company-settings-bank-accounts';

export const getBankAccounts = (query: BankAccountsQuery) =>
  http.get<ListData<BankAccount>>(COMPANY_SETTINGS_PATHS.bankDetails, {
    query: { ...query, search: query.search || undefined },
  });

export const getBankAccountsQueryOptions = (query: BankAccountsQuery) =>
  queryOptions({
    queryKey: [BANK_ACCOUNTS_KEY, query],
    queryFn: () => getBankAccounts(query),
    placeholderData: keepPreviousData,
  });

export const useBankAccounts = (query: BankAccountsQuery) => useQuery(getBankAccountsQueryOptions(query));
