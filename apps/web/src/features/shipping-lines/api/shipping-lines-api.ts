import { COMPANY_MASTERS_PATHS, type ShippingLine, type ShippingLineRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';
import { REFERENCE_KEY } from '../../../lib/reference-data';

/** GET/POST {COMPANY_MASTERS_PATHS.shippingLines}, PUT/DELETE …/:id; a change refreshes the line pickers. */
export const shippingLinesApi = createRecordsApi<ShippingLine, ShippingLineRequest>(
  COMPANY_MASTERS_PATHS.shippingLines,
  'shipping-lines',
  { alsoInvalidates: [[REFERENCE_KEY, 'shipping-companies']] },
);
