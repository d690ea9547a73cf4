import type { RouteEntry } from '../../lib/route-entry';

/** Filled by the public-channel slice. */
export const publicChannelRoutes: readonly RouteEntry[] = [];
