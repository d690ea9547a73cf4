import { OPERATIONS_ACCESS } from '../jobs/access';
import { moduleAccess, PERMISSIONS, toPermission } from '../permissions/catalogue';
import { SALES_ACCESS } from '../sales/access';

/**
 * Any one of these opens the matching Customers calls: view the KYCs, tiers and logs; create
 * invites a customer (and adds tiers); update reviews, approves, rejects, transfers and sets tiers.
 */
export const CUSTOMERS_ACCESS = moduleAccess('customers', 'Customers');

/**
 * The staff picker (CUSTOMER_KYC_PATHS.salesPersons): the Customers module's invite, transfer and
 * filter, the Sales module's lead owner, visit sales person and follow-up assignee, and the
 * Operations module's job assignee (a job goes to any colleague, not only to oneself).
 */
export const STAFF_PICKER_ACCESS: readonly string[] = [
  ...new Set([...CUSTOMERS_ACCESS.view, ...SALES_ACCESS.view, ...OPERATIONS_ACCESS.view]),
];

/**
 * SPEC §6 "SMS number view": any one of these shows a customer's users' mobile numbers to the
 * forwarder's staff (sales, customer service, accounts); nothing else does.
 */
export const SMS_NUMBER_VIEW_ACCESS: readonly string[] = [
  PERMISSIONS.viewCustomerQuerySalesEnquiries,
  PERMISSIONS.viewCustomerEnquiriesService,
  PERMISSIONS.viewCustomerEnquiriesAccount,
];

/**
 * What a customer company's 'Customer User' role holds: its dashboard, and asking and following its
 * own enquiries. The KYC submission gives it to the first user; the demo seed to its customers.
 */
export const CUSTOMER_USER_ROLE = 'Customer User';
export const CUSTOMER_USER_PERMISSIONS: readonly string[] = [
  toPermission('view-dashboard', 'Dashboard'),
  PERMISSIONS.viewCustomerEnquiries,
  toPermission('create-customer-enquiries', 'Customer Enquiries'),
  // The forwarder's public channel is for its customers too (PRODUCT §3 "Communication").
  toPermission('view-public-channel', 'Public Channel'),
  toPermission('create-public-channel', 'Public Channel'),
];
