/** The super-administrator's management of the other platform administrators (SPEC §7 "super-admins"). */
export const PLATFORM_ADMIN_PATHS = { admins: '/api/v1/platform/super-admins' } as const;

export const platformAdminPath = (id: number, action?: 'disable' | 'enable' | 'reset-password') =>
  `${PLATFORM_ADMIN_PATHS.admins}/${id}${action ? `/${action}` : ''}`;

export const PLATFORM_ADMIN_ROUTES = { admins: '/super-user-dashboard/admins' } as const;

export const PLATFORM_ADMIN_MESSAGES = {
  superAdminNotDisabled: 'The super-administrator cannot be disabled',
  enableBeforeReset: 'Enable this administrator before resetting the password',
  invited: 'Invitation e-mail sent',
  resetSent: 'A password reset link has been sent to the administrator',
} as const;
