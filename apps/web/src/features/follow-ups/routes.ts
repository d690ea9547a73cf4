import type { RouteEntry } from '../../lib/route-entry';

/** Filled by the follow-ups slice. */
export const followUpsRoutes: readonly RouteEntry[] = [];
