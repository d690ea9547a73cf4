import { VENDOR_PATHS, type Vendor, type VendorRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

export const VENDORS_KEY = 'vendors';

/** GET/POST {VENDOR_PATHS.list}, PUT/DELETE …/:id: the forwarder's vendor list. */
export const vendorsApi = createRecordsApi<Vendor, VendorRequest>(VENDOR_PATHS.list, VENDORS_KEY, {
  // An added vendor shows as 'In your list' in the search.
  alsoInvalidates: [[VENDORS_KEY, 'search']],
});
