import {
  FREIGHT_TYPES,
  type FreightType,
  JOB_STATUS_GROUPS,
  type JobHeldStatus,
  type JobStatusGroup,
} from '@fastforward/domain';
import { codeParam, writeFilterParams } from '../../../../lib/url-filters';
import { JOB_HELD_STATUSES } from '../board/job-filters';

/** The customer's list filters (myJobListQuerySchema), kept in the address so a dashboard count opens them. */
export type MyJobFilters = { status?: JobHeldStatus; group?: JobStatusGroup; mode?: FreightType };

/** The filters an address asks for; a value the server would refuse is left out rather than sent. */
export function readMyJobFilters(params: URLSearchParams): MyJobFilters {
  const filters: MyJobFilters = {};
  const status = codeParam(JOB_HELD_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const group = codeParam(JOB_STATUS_GROUPS, params.get('group'));
  if (group) filters.group = group;
  const mode = codeParam(FREIGHT_TYPES, params.get('mode'));
  if (mode) filters.mode = mode;
  return filters;
}

export const writeMyJobFilters: (filters: MyJobFilters) => URLSearchParams = writeFilterParams;
