import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SALES_VISIT_STATUSES,
  type SalesVisitListQuery,
} from '@fastforward/domain';
import { codeParam, readDateParams, readIdParams, writeFilterParams } from '../../../lib/url-filters';

/**
 * The list's filters, kept in the address under the names the API takes (the dashboards link to
 * this page with them): status, salesPersonId, plannedFrom, plannedTo (YYYY-MM-DD), search, page,
 * pageSize.
 */
export type VisitFilters = Partial<
  Pick<SalesVisitListQuery, 'status' | 'salesPersonId' | 'plannedFrom' | 'plannedTo' | 'search'>
>;

export type VisitAddress = VisitFilters & { page: number; pageSize: number };

/** The list call's query: the address's filters and page, the sort of the table. */
export type VisitListQuery = VisitAddress & {
  sort?: SalesVisitListQuery['sort'];
  order?: 'asc' | 'desc';
};

const SEARCH_MAX = 200;

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * What an address asks for; a value the server would refuse (a typed-in status, a broken id or
 * date, a page size past the largest) is left out rather than sent, so a hand-edited address
 * still opens the list.
 */
export function readVisitAddress(params: URLSearchParams): VisitAddress {
  const address: VisitAddress = {
    page: positive(params.get('page'), 1, 1_000_000),
    pageSize: positive(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
  const status = codeParam(SALES_VISIT_STATUSES, params.get('status'));
  if (status) address.status = status;
  readIdParams(params, ['salesPersonId'] as const, address);
  readDateParams(params, ['plannedFrom', 'plannedTo'] as const, address);
  const search = params.get('search')?.trim();
  if (search) address.search = search.slice(0, SEARCH_MAX);
  return address;
}

/** The address of these filters: none of an empty one, page 1 and the default size left out. */
export function writeVisitAddress({ page, pageSize, ...filters }: VisitAddress): URLSearchParams {
  return writeFilterParams({
    ...filters,
    page: page > 1 ? page : undefined,
    pageSize: pageSize !== DEFAULT_PAGE_SIZE ? pageSize : undefined,
  });
}
