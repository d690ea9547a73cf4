/** API paths of the organisation layer (issue 3): departments, designations, roles, staff. */
export const ORGANISATION_PATHS = {
  departments: '/api/v1/departments',
  designations: '/api/v1/designations',
  roles: '/api/v1/roles',
  permissionCatalogue: '/api/v1/permissions/catalogue',
  staff: '/api/v1/staff',
  firstLoginPassword: '/api/firstLoginPassword',
  firstLoginPasswordCheck: '/api/firstLoginPassword/check',
} as const;

/** The web pages of the Users And Roles module (its navigation nodes in the catalogue). */
export const ORGANISATION_ROUTES = {
  departments: '/dashboard/users-and-roles/departments',
  designations: '/dashboard/users-and-roles/designations',
  roles: '/dashboard/users-and-roles/roles',
  staff: '/dashboard/users-and-roles/staff',
} as const;

/** A staff member's status as lists filter and show it. */
export const STAFF_STATUS = { active: 'active', disabled: 'disabled' } as const;
export const STAFF_STATUSES = [STAFF_STATUS.active, STAFF_STATUS.disabled] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The first-login (invitation) link is valid for a week (PRODUCT §6: single-use, expiring). */
export const FIRST_LOGIN_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** SPEC §2: the first-login link's timestamp is base64-encoded twice (the expiry, in ms). */
export const encodeLinkTimestamp = (expiryMs: number) => btoa(btoa(String(expiryMs)));

/** The expiry (ms) carried by a first-login link, or null when `t` is not one. */
export function decodeLinkTimestamp(t: string): number | null {
  try {
    const text = atob(atob(t));
    return /^\d{1,16}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}
