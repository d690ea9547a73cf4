import { PERMISSIONS } from '../permissions/catalogue';
import { hasAnyPermission } from '../permissions/checks';

/** The enquiry modes pricing responds to. */
export const PRICING_MODES = ['sea', 'air'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

const P = PERMISSIONS;

/** SPEC §6: each view permission maps to the response permission it grants. */
export const VIEW_TO_RESPONSE: Readonly<Record<string, readonly string[]>> = {
  [P.viewSeaQueryPricing]: [P.responseSeaQueryPricing],
  [P.viewAirQueryPricing]: [P.responseAirQueryPricing],
  [P.viewAllCustomerQuerySales]: [P.responseAllCustomerQuerySales],
  [P.viewCustomerQuerySales]: [P.responseCustomerQuerySales],
  // 'both' grants either mode's view and response.
  [P.bothPricing]: [P.responseSeaQueryPricing, P.responseAirQueryPricing],
  [P.pricingSuperUser]: [P.responseSeaQueryPricing, P.responseAirQueryPricing],
};

const VIEW_OF_MODE: Record<PricingMode, string> = {
  sea: P.viewSeaQueryPricing,
  air: P.viewAirQueryPricing,
};
const RESPONSE_OF_MODE: Record<PricingMode, string> = {
  sea: P.responseSeaQueryPricing,
  air: P.responseAirQueryPricing,
};
/** Permissions that reach both modes: 'both' and the pricing super user. */
const EVERY_MODE = [P.bothPricing, P.pricingSuperUser] as const;

/** The response permissions a view permission grants (none for a permission outside the mapping). */
export const responsePermissionsFor = (view: string): readonly string[] => VIEW_TO_RESPONSE[view] ?? [];

/** The one response permission a single-mode or sales view permission maps to, or null. */
export const responsePermissionFor = (view: string): string | null => {
  const granted = responsePermissionsFor(view);
  return granted.length === 1 ? (granted[0] as string) : null;
};

/** Whether the holder sees the pricing enquiries of a mode. */
export const canViewPricing = (held: readonly string[], mode: PricingMode): boolean =>
  hasAnyPermission(held, [VIEW_OF_MODE[mode], ...EVERY_MODE]);

/** The modes whose pricing enquiries the holder sees, in PRICING_MODES order. */
export const pricingModesViewable = (held: readonly string[]): PricingMode[] =>
  PRICING_MODES.filter((mode) => canViewPricing(held, mode));

/** Whether the holder may respond to a mode's pricing enquiries: its response or its view permission. */
export const canRespond = (held: readonly string[], mode: PricingMode): boolean =>
  hasAnyPermission(held, [RESPONSE_OF_MODE[mode], VIEW_OF_MODE[mode], ...EVERY_MODE]);

/**
 * Which customers sales see in the Rate Wizard and customer queries: 'all' of the company's
 * (view-all or the business administrator), 'own' (those whose sales person they are), or none.
 * A response permission alone grants no view: the mapping runs from view to response only.
 */
export type SalesScope = 'all' | 'own';
export function salesScope(held: readonly string[]): SalesScope | null {
  if (hasAnyPermission(held, [P.viewAllCustomerQuerySales, P.businessAdmin])) return 'all';
  if (hasAnyPermission(held, [P.viewCustomerQuerySales])) return 'own';
  return null;
}

/** Whether the holder may respond to customer queries of that reach: its response or its view permission. */
export const canRespondToCustomerQueries = (held: readonly string[], scope: SalesScope): boolean =>
  hasAnyPermission(held, [P.viewAllCustomerQuerySales, P.responseAllCustomerQuerySales, P.businessAdmin]) ||
  (scope === 'own' && hasAnyPermission(held, [P.viewCustomerQuerySales, P.responseCustomerQuerySales]));
