import { moduleAccess, PERMISSIONS } from '../permissions/catalogue';

/** Valid rates, local and transport charges and rate-sheet imports: the Valid Rates module. */
export const VALID_RATES_ACCESS = moduleAccess('valid-rates', 'Valid Rates');

/** SPEC §6 Rate Wizard: sales price lanes for a customer ('all' reaches every customer of the company). */
export const RATE_WIZARD_ACCESS = [
  PERMISSIONS.viewAllCustomerQuerySales,
  PERMISSIONS.viewCustomerQuerySales,
  PERMISSIONS.businessAdmin,
] as const;
