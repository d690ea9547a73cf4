import { FOLLOW_UP_STATUSES, type FollowUpStatus, MAX_PAGE_SIZE } from '@fastforward/domain';
import { codeParam, readDateParams, readIdParams, writeFilterParams } from '../../../lib/url-filters';

/**
 * The list's filters, page and search as the address holds them (followUpListQuerySchema): the
 * dashboards link here with these names (`?overdue=true&assigneeId=7`), so a link opens the list
 * they counted.
 */
export type FollowUpFilters = {
  status?: FollowUpStatus;
  /** Only 'true' is a filter: open and past due. */
  overdue?: 'true';
  assigneeId?: number;
  leadId?: number;
  customerCompanyId?: number;
  dueFrom?: string;
  dueTo?: string;
  search?: string;
  page?: number;
  pageSize?: number;
};

const ID_KEYS = ['assigneeId', 'leadId', 'customerCompanyId'] as const;
const DATE_KEYS = ['dueFrom', 'dueTo'] as const;
const SEARCH_MAX = 200;

/** What the address asks for; a value the server would refuse is left out, so a hand-edited link still opens. */
export function readFollowUpFilters(params: URLSearchParams): FollowUpFilters {
  const filters: FollowUpFilters = {};
  const status = codeParam(FOLLOW_UP_STATUSES, params.get('status'));
  if (status) filters.status = status;
  if (params.get('overdue') === 'true') filters.overdue = 'true';
  readIdParams(params, ID_KEYS, filters);
  readDateParams(params, DATE_KEYS, filters);
  const search = params.get('search')?.trim().replaceAll('\u0000', '');
  if (search) filters.search = search.slice(0, SEARCH_MAX);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  const pageSize = Number(params.get('pageSize'));
  if (Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE) filters.pageSize = pageSize;
  return filters;
}

export const writeFollowUpFilters: (filters: FollowUpFilters) => URLSearchParams = writeFilterParams;
