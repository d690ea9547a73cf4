/** API paths of the company settings (issue 3, PRODUCT §3 "Company settings"). */
export const COMPANY_SETTINGS_PATHS = {
  basic: '/api/v1/company-settings/basic',
  operatingCost: '/api/v1/company-settings/operating-cost',
  bankDetails: '/api/v1/company-settings/bank-details',
  invoice: '/api/v1/company-settings/invoice-settings',
  doSettings: '/api/v1/company-settings/do-settings',
  /**
   * The company's logo, registration and tax documents: PUT `${documents}/:collection` (multipart,
   * part `file`) uploads or replaces, DELETE removes; :collection is CL, CRD or TD.
   */
  documents: '/api/v1/company-settings/documents',
} as const;

/** A bank account's bank detail document (BDD): PUT (multipart, part `file`) uploads or replaces, DELETE removes. */
export const bankAccountDocumentPath = (bankAccountId: number | string) =>
  `${COMPANY_SETTINGS_PATHS.bankDetails}/${bankAccountId}/document`;

/** The categories a monthly operating cost is filed under. */
export const OPERATING_COST_CATEGORIES = [
  'Rent',
  'Salaries',
  'Utilities',
  'Software',
  'Transport',
  'Insurance',
  'Other',
] as const;
export type OperatingCostCategory = (typeof OPERATING_COST_CATEGORIES)[number];
