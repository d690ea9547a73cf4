import type { RouteEntry } from '../../lib/route-entry';

/** Filled by the leads slice. */
export const leadsRoutes: readonly RouteEntry[] = [];
