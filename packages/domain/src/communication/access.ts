import { moduleAccess } from '../permissions/catalogue';

/** The Public Channel module: reading and posting, and (update/delete) moderating. */
export const PUBLIC_CHANNEL_ACCESS = moduleAccess('public-channel', 'Public Channel');
/** The Customer Service module: the customer-care FAQs the forwarder manages. */
export const CUSTOMER_SERVICE_ACCESS = moduleAccess('customer-service', 'Customer Service');
