import {
  FREIGHT_TYPES,
  type FreightType,
  JOB_RECORDED_ONLY_STATUSES,
  JOB_STATUS,
  type JobHeldStatus,
} from '@fastforward/domain';

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
};

/** The statuses a job can hold: BLAP and SPRE are recorded in its timeline, never held. */
export const JOB_HELD_STATUSES = (Object.keys(JOB_STATUS) as (keyof typeof JOB_STATUS)[]).filter(
  (code): code is JobHeldStatus => !(JOB_RECORDED_ONLY_STATUSES as readonly string[]).includes(code),
);

const ID_KEYS = ['customerCompanyId', 'originPortId', 'destinationPortId', 'assignedTo'] as const;
export const JOB_DATE_KEYS = ['etdFrom', 'etdTo', 'etaFrom', 'etaTo'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <C extends string>(codes: readonly C[], value: string | null) =>
  codes.find((code) => code === value);

/**
 * The filters an address asks for; a value the server would refuse (a typed-in status, a broken
 * id or date) is left out rather than sent, so a hand-edited address still opens the board.
 */
export function readJobFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  const status = oneOf(JOB_HELD_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const mode = oneOf(FREIGHT_TYPES, params.get('mode'));
  if (mode) filters.mode = mode;
  for (const key of ID_KEYS) {
    const id = Number(params.get(key));
    if (Number.isInteger(id) && id > 0) filters[key] = id;
  }
  for (const key of JOB_DATE_KEYS) {
    const date = params.get(key);
    if (date && DATE.test(date)) filters[key] = date;
  }
  return filters;
}

/** The address's query for these filters: none of an empty one. */
export function writeJobFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
