import { moduleAccess } from '../permissions/catalogue';

/** Any one of these opens the matching Vendors calls (the forwarder's vendor list, the profile). */
export const VENDORS_ACCESS = moduleAccess('vendors', 'Vendors');
