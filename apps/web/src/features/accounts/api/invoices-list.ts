import { type AccountsInvoiceListItem, INVOICE_PATHS } from '@fastforward/domain';
import { createListApi, type ListQuery } from '../../../components/company-records';

export const ACCOUNTS_KEY = 'accounts';

/** GET INVOICE_PATHS.invoices: a page of the company's invoices and notes (accountsInvoiceListQuerySchema). */
export const accountsInvoicesApi = createListApi<AccountsInvoiceListItem, ListQuery>(INVOICE_PATHS.invoices, [
  ACCOUNTS_KEY,
  'invoices',
]);
