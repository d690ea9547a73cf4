import type { RouteEntry } from '../../lib/route-entry';

/** Filled by the sales-visits slice. */
export const salesVisitsRoutes: readonly RouteEntry[] = [];
