import { ENQUIRY_STATUSES, type EnquiryStatus, FREIGHT_TYPES, type FreightType } from '@fastforward/domain';

/** The list's filters (enquiryListQuerySchema), kept in the address so a count's link opens them. */
export type EnquiryFilters = {
  status?: EnquiryStatus;
  mode?: FreightType;
  originPortId?: number;
  destinationPortId?: number;
  customerCompanyId?: number;
  salesPersonId?: number;
  createdFrom?: string;
  createdTo?: string;
};

const ID_KEYS = ['originPortId', 'destinationPortId', 'customerCompanyId', 'salesPersonId'] as const;
const DATE_KEYS = ['createdFrom', 'createdTo'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <C extends string>(codes: readonly C[], value: string | null) =>
  codes.find((code) => code === value);

/**
 * The filters an address asks for; a value the server would refuse (a typed-in status, a broken
 * id) is left out rather than sent. A page of one mode (pricing) fixes it, whatever the address says.
 */
export function readEnquiryFilters(params: URLSearchParams, fixedMode?: FreightType): EnquiryFilters {
  const filters: EnquiryFilters = {};
  const status = oneOf(ENQUIRY_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const mode = fixedMode ?? oneOf(FREIGHT_TYPES, params.get('mode'));
  if (mode) filters.mode = mode;
  for (const key of ID_KEYS) {
    const id = Number(params.get(key));
    if (Number.isInteger(id) && id > 0) filters[key] = id;
  }
  for (const key of DATE_KEYS) {
    const date = params.get(key);
    if (date && DATE.test(date)) filters[key] = date;
  }
  return filters;
}

/** The address's query for these filters: none of an empty one. */
export function writeEnquiryFilters(filters: EnquiryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
