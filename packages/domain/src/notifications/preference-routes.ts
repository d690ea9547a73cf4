/**
 * The preferences page, a node of the Notifications module. Apart from preferences.ts because the
 * permission catalogue reads it: preferences.ts reads the flows' notification kinds, whose modules
 * lead back to the catalogue (files/codes), and the catalogue must not import that cycle.
 */
export const NOTIFICATION_PREFERENCE_ROUTES = { page: '/dashboard/notifications/preferences' } as const;
