/**
 * TanStack Query lives in the lazy dashboard chunk; the login flow must still clear its cache
 * (SPEC §4), so the dashboard registers its client here and the entry chunk never imports it.
 */
type Clearable = { clear: () => void };

let registered: Clearable | null = null;

export const registerQueryClient = (client: Clearable | null) => {
  registered = client;
};
export const clearQueryCache = () => registered?.clear();
