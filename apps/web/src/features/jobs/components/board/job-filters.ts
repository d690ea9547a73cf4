import {
  FREIGHT_TYPES,
  type FreightType,
  JOB_RECORDED_ONLY_STATUSES,
  JOB_STATUS,
  type JobHeldStatus,
} from '@fastforward/domain';
import { codeParam, readDateParams, readIdParams, writeFilterParams } from '../../../../lib/url-filters';

/** The board's filters (jobListQuerySchema), kept in the address so a link or a reload opens them. */
export type JobFilters = {
  status?: JobHeldStatus;
  mode?: FreightType;
  customerCompanyId?: number;
  originPortId?: number;
  destinationPortId?: number;
  assignedTo?: number;
  etdFrom?: string;
  etdTo?: string;
  etaFrom?: string;
  etaTo?: string;
  /** Only the jobs whose milestones run late (the operations dashboard links here), as the query sends it. */
  late?: 'true';
};

/** The statuses a job can hold: BLAP and SPRE are recorded in its timeline, never held. */
export const JOB_HELD_STATUSES = (Object.keys(JOB_STATUS) as (keyof typeof JOB_STATUS)[]).filter(
  (code): code is JobHeldStatus => !(JOB_RECORDED_ONLY_STATUSES as readonly string[]).includes(code),
);

const ID_KEYS = ['customerCompanyId', 'originPortId', 'destinationPortId', 'assignedTo'] as const;
export const JOB_DATE_KEYS = ['etdFrom', 'etdTo', 'etaFrom', 'etaTo'] as const;

/**
 * The filters an address asks for; a value the server would refuse (a typed-in status, a broken
 * id or date) is left out rather than sent, so a hand-edited address still opens the board.
 */
export function readJobFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  const status = codeParam(JOB_HELD_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const mode = codeParam(FREIGHT_TYPES, params.get('mode'));
  if (mode) filters.mode = mode;
  readIdParams(params, ID_KEYS, filters);
  readDateParams(params, JOB_DATE_KEYS, filters);
  if (params.get('late') === 'true') filters.late = 'true';
  return filters;
}

export const writeJobFilters: (filters: JobFilters) => URLSearchParams = writeFilterParams;
