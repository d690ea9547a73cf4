import type { RouteEntry } from '../../lib/route-entry';

/** Filled by the faqs slice. */
export const faqsRoutes: readonly RouteEntry[] = [];
