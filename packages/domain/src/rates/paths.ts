/** API paths of the rates area (SPEC §7 "Valid rates": store, import, list, update, delete, port local charges). */
export const RATE_PATHS = {
  validRates: '/api/v1/valid-rates',
  validRate: '/api/v1/valid-rates/:id',
  /** GET: the filtered list as .xlsx. */
  validRatesExport: '/api/v1/valid-rates/export',
  /** GET: an empty rate sheet with the recognised headers. */
  validRatesTemplate: '/api/v1/valid-rates/import-template',
  localCharges: '/api/v1/local-charges',
  localCharge: '/api/v1/local-charges/:id',
  transportCharges: '/api/v1/transport-charges',
  transportCharge: '/api/v1/transport-charges/:id',
  /** POST (multipart file + vendorId) starts an import; GET lists them. */
  rateImports: '/api/v1/rate-imports',
  /** GET: status, progress, layout, proposed mapping, report, preview. */
  rateImport: '/api/v1/rate-imports/:id',
  /** PUT: the confirmed mapping (and defaults); starts the parse. */
  rateImportMapping: '/api/v1/rate-imports/:id/mapping',
  /** POST: import the good rows. */
  rateImportCommit: '/api/v1/rate-imports/:id/commit',
  /** POST: import nothing. */
  rateImportDiscard: '/api/v1/rate-imports/:id/discard',
  /** GET: the preview's rows, paged, filtered by action. */
  rateImportRows: '/api/v1/rate-imports/:id/rows',
  rateImportTemplates: '/api/v1/rate-import-templates',
  rateImportTemplate: '/api/v1/rate-import-templates/:id',
  /** GET: the approved customers the caller may price for (?search=), with their tiers. */
  rateWizardCustomers: '/api/v1/rate-wizard/customers',
  /** POST: price a lane and cargo for a customer. */
  rateWizardPrice: '/api/v1/rate-wizard/price',
} as const;

/** Web pages of the rates area (the Valid Rates and Rate Wizard modules' nodes). */
export const RATE_ROUTES = {
  validRates: '/dashboard/valid-rates',
  localCharges: '/dashboard/valid-rates/local-charges',
  transportCharges: '/dashboard/valid-rates/transport-charges',
  imports: '/dashboard/valid-rates/imports',
  rateWizard: '/dashboard/rate-wizard',
} as const;

/** A path with its `:id` filled in. */
export const ratePath = (path: string, id: number) => path.replace(':id', String(id));
