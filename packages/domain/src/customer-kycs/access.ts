import { moduleAccess } from '../permissions/catalogue';

/**
 * Any one of these opens the matching Customers calls: view the KYCs, tiers and logs; create
 * invites a customer (and adds tiers); update reviews, approves, rejects, transfers and sets tiers.
 */
export const CUSTOMERS_ACCESS = moduleAccess('customers', 'Customers');
