import { moduleAccess } from '../permissions/catalogue';

/** The Sales module: leads and their settings, visits, follow-ups. */
export const SALES_ACCESS = moduleAccess('sales', 'Sales');
