/** The modes a vendor serves and a forwarder asks it for. */
export const VENDOR_MODES = ['air', 'sea'] as const;
export type VendorMode = (typeof VENDOR_MODES)[number];
export const VENDOR_MODE_LABELS: Record<VendorMode, string> = { air: 'Air', sea: 'Sea' };

/** A vendor in a forwarder's list: a registered company (in-app) or an address (answers by link). */
export const VENDOR_KIND = { registered: 'registered', email: 'email' } as const;
export type VendorKind = (typeof VENDOR_KIND)[keyof typeof VENDOR_KIND];

/** A vendor's request to become a forwarder (convert to FFD request, SPEC §7). */
export const VENDOR_CONVERSION_STATUS = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type VendorConversionStatus = (typeof VENDOR_CONVERSION_STATUS)[keyof typeof VENDOR_CONVERSION_STATUS];
export const VENDOR_CONVERSION_STATUSES = Object.values(VENDOR_CONVERSION_STATUS) as [
  VendorConversionStatus,
  ...VendorConversionStatus[],
];
