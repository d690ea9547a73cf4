import { listPermissionCatalogue, PERMISSIONS, toPermission } from '../permissions/catalogue';

/** Permissions only the platform holds: no company may grant them, whatever it holds. */
export const PLATFORM_ONLY_PERMISSIONS: readonly string[] = [PERMISSIONS.viewMailOutbox];

export const isPlatformOnlyPermission = (permission: string) =>
  PLATFORM_ONLY_PERMISSIONS.includes(permission);

/** Every permission a company may hold: what its business administrator's role carries. */
export const listCompanyPermissions = (): string[] =>
  listPermissionCatalogue()
    .map((p) => p.name)
    .filter((p) => !isPlatformOnlyPermission(p));

/**
 * Whether someone holding `held` may grant (or take away) `permission` inside a company: never a
 * platform-only one; the business administrator any other; everyone else only what they hold.
 */
export function canGrantPermission(held: readonly string[], permission: string): boolean {
  if (isPlatformOnlyPermission(permission)) return false;
  return held.includes(PERMISSIONS.businessAdmin) || held.includes(permission);
}

const usersAndRoles = (action: string): readonly string[] => [
  toPermission(`${action}-users-and-roles`, 'Users And Roles'),
  PERMISSIONS.businessAdmin,
];

/** Any one of these opens the departments, designations, roles and staff screens and calls. */
export const USERS_AND_ROLES_ACCESS = {
  view: usersAndRoles('view'),
  create: usersAndRoles('create'),
  update: usersAndRoles('update'),
  delete: usersAndRoles('delete'),
} as const;
