import {
  FREIGHT_TYPES,
  type FreightType,
  JOB_STATUS_GROUPS,
  type JobHeldStatus,
  type JobStatusGroup,
} from '@fastforward/domain';
import { JOB_HELD_STATUSES } from '../board/job-filters';

/** The customer's list filters (myJobListQuerySchema), kept in the address so a dashboard count opens them. */
export type MyJobFilters = { status?: JobHeldStatus; group?: JobStatusGroup; mode?: FreightType };

const oneOf = <C extends string>(codes: readonly C[], value: string | null) =>
  codes.find((code) => code === value);

/** The filters an address asks for; a value the server would refuse is left out rather than sent. */
export function readMyJobFilters(params: URLSearchParams): MyJobFilters {
  const filters: MyJobFilters = {};
  const status = oneOf(JOB_HELD_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const group = oneOf(JOB_STATUS_GROUPS, params.get('group'));
  if (group) filters.group = group;
  const mode = oneOf(FREIGHT_TYPES, params.get('mode'));
  if (mode) filters.mode = mode;
  return filters;
}

/** The address's query for these filters: none of an empty one. */
export function writeMyJobFilters(filters: MyJobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}
