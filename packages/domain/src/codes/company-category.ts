/**
 * Company category codes of SPEC §3; the role of a user is its company's category (SPEC §6).
 * CAT_VEN is ours: SPEC shows only the three codes its screens used, but a vendor registers on its
 * own and may later ask to become a forwarder (PRODUCT §3), so it needs a category of its own.
 */
export const COMPANY_CATEGORY = {
  freightForwarder: 'CAT_FFD',
  admin: 'CAT_ADM',
  customer: 'CAT_CUS',
  vendor: 'CAT_VEN',
} as const;

export type CompanyCategoryCode = (typeof COMPANY_CATEGORY)[keyof typeof COMPANY_CATEGORY];

export const COMPANY_CATEGORY_CODES = Object.values(COMPANY_CATEGORY) as [
  CompanyCategoryCode,
  ...CompanyCategoryCode[],
];

/** What the screens call each category (SPEC §3 names the three it shows). */
export const COMPANY_CATEGORY_NAMES: Record<CompanyCategoryCode, string> = {
  CAT_FFD: 'Freight forwarder',
  CAT_ADM: 'Platform administration',
  CAT_CUS: 'Customer company',
  CAT_VEN: 'Vendor',
};

/** The one fixed super-administrator (SPEC §6, §9). */
export const SUPER_ADMIN_USERNAME = 'techart-admin';
export const SUPER_ADMIN_USER_ID = 1;

/** Verified flags compare to 1 (SPEC §9). */
export const VERIFIED = 1;
