/** The three checks of SPEC §6 over the stored permission list. */
export const hasPermission = (held: readonly string[], permission: string) => held.includes(permission);

export const hasAnyPermission = (held: readonly string[], wanted: readonly string[]) =>
  wanted.some((p) => held.includes(p));

/** 'contains': some held permission contains the fragment, e.g. an action without its module. */
export const containsPermission = (held: readonly string[], fragment: string) =>
  held.some((p) => p.includes(fragment));
