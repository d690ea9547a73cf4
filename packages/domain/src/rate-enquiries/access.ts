import { moduleAccess, PERMISSIONS } from '../permissions/catalogue';
import { hasAnyPermission } from '../permissions/checks';
import {
  canRespond,
  canRespondToCustomerQueries,
  type PricingMode,
  pricingModesViewable,
} from '../rates/pricing-permissions';

const P = PERMISSIONS;
const CUSTOMER_ENQUIRIES = moduleAccess('customer-enquiries', 'Customer Enquiries');

/** Permissions that show every enquiry of the company, whatever its mode or customer. */
const SEES_ALL = [
  P.viewCustomerEnquiries,
  P.viewCustomerEnquiriesService,
  P.viewCustomerEnquiriesAccount,
  P.viewAllCustomerQuerySales,
  P.bothPricing,
  P.pricingSuperUser,
  P.businessAdmin,
] as const;
/** Permissions that show the enquiries of the holder's own customers (those whose sales person they are). */
const SEES_OWN = [P.viewCustomerQuerySales, P.viewCustomerQuerySalesEnquiries] as const;

/** The Pricing permissions, each mode's view and response and both: who prices an enquiry, the forwarder's or a vendor's. */
const PRICING = [
  P.viewSeaQueryPricing,
  P.viewAirQueryPricing,
  P.responseSeaQueryPricing,
  P.responseAirQueryPricing,
  P.bothPricing,
  P.pricingSuperUser,
] as const;

/** The customer-query Sales permissions, all customers' or their own: sales who make and handle enquiries. */
const SALES = [
  P.viewAllCustomerQuerySales,
  P.viewCustomerQuerySales,
  P.responseAllCustomerQuerySales,
  P.responseCustomerQuerySales,
] as const;

/** Who at a forwarder reaches the enquiry routes at all; the service narrows by mode and customer. */
export const ENQUIRY_VIEW_ACCESS = [
  ...SEES_ALL,
  ...SEES_OWN,
  P.viewSeaQueryPricing,
  P.viewAirQueryPricing,
  ...CUSTOMER_ENQUIRIES.view,
] as const;

/** Sales making an enquiry for a customer (Rate Wizard, Customer Enquiries create). */
export const ENQUIRY_CREATE_ACCESS = [...SALES, P.businessAdmin, ...CUSTOMER_ENQUIRIES.create] as const;

/** Handling an enquiry (accept, reject, attend, forward, quote, answer a counter-offer): pricing and sales responders. */
export const ENQUIRY_HANDLE_ACCESS = [
  ...PRICING,
  ...SALES,
  P.businessAdmin,
  ...CUSTOMER_ENQUIRIES.update,
] as const;

/** SPEC §6: who sees the customer's SMS number. */
export const SMS_NUMBER_ACCESS = [
  P.viewCustomerQuerySalesEnquiries,
  P.viewCustomerEnquiriesService,
  P.viewCustomerEnquiriesAccount,
] as const;

/** A registered vendor's staff answering the forwards addressed to their company. */
export const VENDOR_FORWARDS_ACCESS = [...PRICING, P.businessAdmin] as const;

/** The customers' feedback (the forwarder's view). */
export const FEEDBACK_ACCESS = [
  ...CUSTOMER_ENQUIRIES.view,
  P.viewCustomerEnquiries,
  P.businessAdmin,
] as const;

/**
 * Which of the company's enquiries a holder sees: all of them, those of some modes (pricing by
 * mode), and/or those of its own customers (sales). A holder of none sees none.
 */
export type EnquiryReach = { all: boolean; modes: PricingMode[]; ownCustomers: boolean };

export function enquiryReach(held: readonly string[]): EnquiryReach {
  return {
    all: hasAnyPermission(held, [...SEES_ALL, ...CUSTOMER_ENQUIRIES.view]),
    modes: pricingModesViewable(held),
    ownCustomers: hasAnyPermission(held, SEES_OWN),
  };
}

export const canSeeSmsNumber = (held: readonly string[]): boolean =>
  hasAnyPermission(held, SMS_NUMBER_ACCESS);

/**
 * Whether the holder may act on an enquiry of this mode: pricing of the mode (SPEC §6 mapping),
 * sales for all customers, or sales for its own customer when it is the enquiry's sales person.
 */
export function canHandleEnquiry(
  held: readonly string[],
  enquiry: { mode: PricingMode; isOwnCustomer: boolean },
): boolean {
  return (
    canRespond(held, enquiry.mode) ||
    canRespondToCustomerQueries(held, 'all') ||
    (enquiry.isOwnCustomer && canRespondToCustomerQueries(held, 'own')) ||
    hasAnyPermission(held, CUSTOMER_ENQUIRIES.update)
  );
}
