import type { RouteEntry } from '../../lib/route-entry';

/** Filled by the dashboards slice. */
export const dashboardsRoutes: readonly RouteEntry[] = [];
