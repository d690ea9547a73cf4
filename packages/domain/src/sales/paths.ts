/**
 * API paths of the Sales CRM (SPEC §7 "sales visits (create, update, export, report), lead settings,
 * follow-ups"). Fill parameters with `enquiryPath` (rate-enquiries/paths).
 */
export const SALES_PATHS = {
  /** GET the company's lead sources and stages (?kind=source|stage); POST one. */
  leadSettings: '/api/v1/lead-settings',
  leadSetting: '/api/v1/lead-settings/:id',
  leads: '/api/v1/leads',
  lead: '/api/v1/leads/:id',
  /** POST: sends the lead a customer KYC invitation (the KYC flow) and links the lead to it. */
  leadConvert: '/api/v1/leads/:id/convert',
  salesVisits: '/api/v1/sales-visits',
  salesVisit: '/api/v1/sales-visits/:id',
  /** GET the filtered visits as an .xlsx workbook. */
  salesVisitsExport: '/api/v1/sales-visits/export',
  /** GET the leads and customers whose name holds `search`: the visit form's picker. */
  salesVisitParties: '/api/v1/sales-visits/parties',
  /** GET visits counted by sales person and status over a period. */
  salesVisitsReport: '/api/v1/sales-visits/report',
  /** GET a visit's files; POST (multipart) attach one. */
  salesVisitFiles: '/api/v1/sales-visits/:id/files',
  salesVisitFile: '/api/v1/sales-visits/:id/files/:fileId',
  followUps: '/api/v1/follow-ups',
  followUp: '/api/v1/follow-ups/:id',
  /** POST { status }: mark done or reopen. */
  followUpStatus: '/api/v1/follow-ups/:id/status',
  /** GET follow-ups and the company's event dates between two days: the calendar view. */
  followUpCalendar: '/api/v1/follow-ups/calendar',
} as const;

/** The web pages (navigation nodes of the Sales module in the catalogue). */
export const SALES_ROUTES = {
  leads: '/dashboard/sales/leads',
  lead: '/dashboard/sales/leads/:id',
  leadSettings: '/dashboard/sales/lead-settings',
  visits: '/dashboard/sales/visits',
  visitReport: '/dashboard/sales/visits/report',
  followUps: '/dashboard/sales/follow-ups',
  calendar: '/dashboard/sales/calendar',
} as const;
