import { moduleAccess, PERMISSIONS } from '../permissions/catalogue';
import { VALID_RATES_ACCESS } from '../rates/access';

/** Any one of these opens the matching screens and calls of the Masters module (issue 4). */
export const MASTERS_ACCESS = moduleAccess('masters', 'Masters');

/**
 * The city search is also for those who price a door: pricing staff keeping transport charges and
 * sales pricing a pickup or a final place in the Rate Wizard pick a city by its id.
 */
export const CITY_SEARCH_ACCESS = [
  ...MASTERS_ACCESS.view,
  ...VALID_RATES_ACCESS.view,
  PERMISSIONS.viewAllCustomerQuerySales,
  PERMISSIONS.viewCustomerQuerySales,
] as const;
