import { ENQUIRY_STATUSES, type EnquiryStatus, FREIGHT_TYPES, type FreightType } from '@fastforward/domain';
import { codeParam, readDateParams, readIdParams, writeFilterParams } from '../../../../lib/url-filters';

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
  /** Only enquiries with a forward still waiting for the vendor (the pricing dashboard links here). */
  awaitingVendor?: 'true';
};

const ID_KEYS = ['originPortId', 'destinationPortId', 'customerCompanyId', 'salesPersonId'] as const;
const DATE_KEYS = ['createdFrom', 'createdTo'] as const;

/**
 * The filters an address asks for; a value the server would refuse (a typed-in status, a broken
 * id) is left out rather than sent. A page of one mode (pricing) fixes it, whatever the address says.
 */
export function readEnquiryFilters(params: URLSearchParams, fixedMode?: FreightType): EnquiryFilters {
  const filters: EnquiryFilters = {};
  const status = codeParam(ENQUIRY_STATUSES, params.get('status'));
  if (status) filters.status = status;
  const mode = fixedMode ?? codeParam(FREIGHT_TYPES, params.get('mode'));
  if (mode) filters.mode = mode;
  readIdParams(params, ID_KEYS, filters);
  readDateParams(params, DATE_KEYS, filters);
  if (params.get('awaitingVendor') === 'true') filters.awaitingVendor = 'true';
  return filters;
}

export const writeEnquiryFilters: (filters: EnquiryFilters) => URLSearchParams = writeFilterParams;
