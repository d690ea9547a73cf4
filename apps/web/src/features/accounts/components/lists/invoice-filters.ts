import {
  ACCOUNTS_INVOICE_SORTS,
  type AccountsInvoiceSort,
  INVOICE_KIND_CODES,
  INVOICE_STATUS_CODES,
  type InvoiceKind,
  type InvoiceStatus,
} from '@fastforward/domain';
import type { ListQuery } from '../../../../components/company-records';
import { codeParam, readDateParams, readIdParams, writeFilterParams } from '../../../../lib/url-filters';

/** The invoices list's filters (accountsInvoiceListQuerySchema), kept in the address so the ageing links open them. */
export type InvoiceFilters = {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  customerCompanyId?: number;
  jobId?: number;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
};

const ID_KEYS = ['customerCompanyId', 'jobId'] as const;
const DATE_KEYS = ['dueFrom', 'dueTo'] as const;

/** The filters an address asks for; a value the server would refuse (a typed-in status, a broken id) is left out. */
export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const filters: InvoiceFilters = {};
  const status = codeParam(INVOICE_STATUS_CODES, params.get('status'));
  if (status) filters.status = status;
  const kind = codeParam(INVOICE_KIND_CODES, params.get('kind'));
  if (kind) filters.kind = kind;
  readIdParams(params, ID_KEYS, filters);
  readDateParams(params, DATE_KEYS, filters);
  if (params.get('overdue') === 'true') filters.overdue = true;
  return filters;
}

export const writeInvoiceFilters: (filters: InvoiceFilters) => URLSearchParams = writeFilterParams;

export type InvoiceTableState = {
  page: number;
  pageSize: number;
  search: string;
  sort: { key: string; direction: 'asc' | 'desc' } | null;
};

const isSort = (key: string | undefined): key is AccountsInvoiceSort =>
  ACCOUNTS_INVOICE_SORTS.some((s) => s === key);

/** The API query for the table's page, search and sort and the list's filters (by due date unless sorted). */
export function toInvoiceListQuery(filters: InvoiceFilters, table: InvoiceTableState): ListQuery {
  const query: ListQuery = { page: table.page, pageSize: table.pageSize };
  if (table.search) query.search = table.search;
  if (table.sort && isSort(table.sort.key)) {
    query.sort = table.sort.key;
    query.order = table.sort.direction;
  }
  if (filters.status) query.status = filters.status;
  if (filters.kind) query.kind = filters.kind;
  if (filters.customerCompanyId) query.customerCompanyId = filters.customerCompanyId;
  if (filters.jobId) query.jobId = filters.jobId;
  if (filters.dueFrom) query.dueFrom = filters.dueFrom;
  if (filters.dueTo) query.dueTo = filters.dueTo;
  if (filters.overdue) query.overdue = 'true';
  return query;
}
