import { MODULES, permissionModule } from './catalogue';
import type { NavigationModule } from './schemas';

/** The three checks of SPEC §6 over the stored permission list. */
export const hasPermission = (held: readonly string[], permission: string) => held.includes(permission);

export const hasAnyPermission = (held: readonly string[], wanted: readonly string[]) =>
  wanted.some((p) => held.includes(p));

/** 'contains': some held permission contains the fragment, e.g. an action without its module. */
export const containsPermission = (held: readonly string[], fragment: string) =>
  held.some((p) => p.includes(fragment));

/** SPEC §2: a module is shown only where the user holds a permission for that module name. */
export function selectModules(held: readonly string[]): NavigationModule[] {
  const heldModules = new Set(held.map(permissionModule));
  return MODULES.filter((m) => heldModules.has(m.name)).map((m) => ({ name: m.name, nodes: [...m.nodes] }));
}
