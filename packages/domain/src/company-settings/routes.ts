/** The web pages of the Company Settings module (the navigation nodes of the catalogue). */
export const COMPANY_SETTINGS_ROUTES = {
  basic: '/dashboard/companySettings',
  bankDetails: '/dashboard/companySettings/bank-details',
  invoice: '/dashboard/companySettings/invoice-settings',
  operatingCost: '/dashboard/companySettings/operating-cost',
  doSettings: '/dashboard/companySettings/do-settings',
  /** The documents required from customers before a booking (company operation file settings). */
  operationFiles: '/dashboard/companySettings/operation-files',
} as const;
