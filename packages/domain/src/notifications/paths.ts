/** The notification calls of SPEC §7 (getMyNotifications v2, markAllRead, getLimitedNotification, readMyNotifications/{id}). */
export const NOTIFICATION_PATHS = {
  mine: '/api/v2/notifications/getMyNotifications',
  limited: '/api/v1/notifications/getLimitedNotification',
  markAllRead: '/api/v1/notifications/markAllRead',
  read: '/api/v1/notifications/readMyNotifications/:id',
} as const;

/** The full list's page (the Notifications module's node in the catalogue; the bell links to it). */
export const NOTIFICATION_ROUTES = { page: '/dashboard/notifications' } as const;

export const readNotificationPath = (id: number) => NOTIFICATION_PATHS.read.replace(':id', String(id));

/** How many the header's bell lists (getLimitedNotification). */
export const LIMITED_NOTIFICATION_COUNT = 5;

/** What a notification is about; the web picks an icon by kind. */
export const NOTIFICATION_KIND = {
  companyApproved: 'company-approved',
  companyRejected: 'company-rejected',
  companyRegistered: 'company-registered',
  kycSubmitted: 'kyc-submitted',
  kycUpdateRequested: 'kyc-update-requested',
  kycUpdateApproved: 'kyc-update-approved',
  kycUpdateRejected: 'kyc-update-rejected',
  vendorConversionRequested: 'vendor-conversion-requested',
  vendorConversionApproved: 'vendor-conversion-approved',
  vendorConversionRejected: 'vendor-conversion-rejected',
} as const;
