/**
 * The navigation modules of PRODUCT §4 with their sub-modules, and the permission catalogue:
 * 'action|Module' strings (SPEC §6). Every module gets view/create/update/delete; the named
 * permissions of SPEC §6 and the upload permissions of SPEC §3 are added to their modules.
 */
export type ModuleNode = { name: string; path: string };
export type ModuleDefinition = { name: string; slug: string; nodes: readonly ModuleNode[] };

const node = (name: string, path: string): ModuleNode => ({ name, path });

export const MODULES: readonly ModuleDefinition[] = [
  { name: 'Dashboard', slug: 'dashboard', nodes: [node('Overview', '/dashboard')] },
  {
    name: 'Customer Enquiries',
    slug: 'customer-enquiries',
    nodes: [node('Enquiries', '/dashboard/customer-enquiries')],
  },
  {
    name: 'Rate Wizard',
    slug: 'rate-wizard',
    nodes: [node('New Enquiry', '/dashboard/rate-wizard'), node('My Queries', '/myQuery')],
  },
  {
    name: 'Pricing',
    slug: 'pricing',
    nodes: [node('Sea Enquiries', '/dashboard/pricing/sea'), node('Air Enquiries', '/dashboard/pricing/air')],
  },
  {
    name: 'Valid Rates',
    slug: 'valid-rates',
    nodes: [
      node('Rates', '/dashboard/valid-rates'),
      node('Local Charges', '/dashboard/valid-rates/local-charges'),
      node('Transport Charges', '/dashboard/valid-rates/transport-charges'),
    ],
  },
  { name: 'Operations', slug: 'operations', nodes: [node('Jobs', '/dashboard/operations')] },
  {
    name: 'Documentation',
    slug: 'documentation',
    nodes: [node('Documents', '/dashboard/documentation')],
  },
  {
    name: 'Accounts',
    slug: 'accounts',
    nodes: [node('Invoices', '/dashboard/accounts/invoices')],
  },
  {
    name: 'Customer Service',
    slug: 'customer-service',
    nodes: [node('Customer Enquiries', '/dashboard/customer-service')],
  },
  {
    name: 'Sales',
    slug: 'sales',
    nodes: [
      node('Leads', '/dashboard/sales/leads'),
      node('Visits', '/dashboard/sales/visits'),
      node('Follow-ups', '/dashboard/sales/follow-ups'),
    ],
  },
  {
    name: 'Customers',
    slug: 'customers',
    nodes: [node('Customer KYC', '/dashboard/customers'), node('Tiers', '/dashboard/customers/tiers')],
  },
  { name: 'Vendors', slug: 'vendors', nodes: [node('Vendors', '/dashboard/vendors')] },
  {
    name: 'Masters',
    slug: 'masters',
    nodes: [
      node('Weight Slabs', '/dashboard/masters/weight-slabs'),
      node('Container Numbers', '/dashboard/masters/container-numbers'),
      node('Free Days', '/dashboard/masters/free-days'),
      node('Ports', '/dashboard/masters/ports'),
      node('Cities', '/dashboard/masters/cities'),
      node('Shipping Lines', '/dashboard/masters/shipping-lines'),
      node('Exchange Rates', '/dashboard/masters/exchange-rates'),
      node('News', '/dashboard/masters/news'),
      node('Event Dates', '/dashboard/masters/event-dates'),
    ],
  },
  {
    name: 'Company Settings',
    slug: 'company-settings',
    nodes: [
      node('Basic Settings', '/dashboard/companySettings'),
      node('Bank Details', '/dashboard/companySettings/bank-details'),
      node('Invoice Settings', '/dashboard/companySettings/invoice-settings'),
      node('Operating Cost', '/dashboard/companySettings/operating-cost'),
      node('DO Settings', '/dashboard/companySettings/do-settings'),
      node('E-mail & SMS Settings', '/dashboard/companySettings/email-sms-settings'),
      node('Message Logs', '/dashboard/companySettings/message-logs'),
    ],
  },
  {
    name: 'Terms And Conditions',
    slug: 'terms-and-conditions',
    nodes: [node('Terms And Conditions', '/dashboard/termsAndConditions')],
  },
  {
    name: 'Users And Roles',
    slug: 'users-and-roles',
    nodes: [
      node('Departments', '/dashboard/users-and-roles/departments'),
      node('Designations', '/dashboard/users-and-roles/designations'),
      node('Roles', '/dashboard/users-and-roles/roles'),
      node('Staff', '/dashboard/users-and-roles/staff'),
    ],
  },
  {
    name: 'Notifications',
    slug: 'notifications',
    nodes: [node('Notifications', '/dashboard/notifications')],
  },
  {
    name: 'Public Channel',
    slug: 'public-channel',
    nodes: [node('Discussion', '/dashboard/public-channel')],
  },
  { name: 'Reports', slug: 'reports', nodes: [node('Reports', '/dashboard/reports')] },
];

export const CRUD_ACTIONS = ['view', 'create', 'update', 'delete'] as const;

/** Named permissions of SPEC §6 (and the login-redirect ones) with their module. */
export const PERMISSIONS = {
  businessAdmin: 'business-administration-super-user|Company Settings',
  createTerms: 'create|Terms And Conditions',
  createTermsAndConditions: 'create-terms-and-conditions|Terms And Conditions',
  companySetting: 'company-setting|Company Settings',
  basicSettings: 'basic-settings|Company Settings',
  companyOperationCostSetting: 'company-operation-cost-setting|Company Settings',
  createCustomStatusOperation: 'create-custom-status-operation|Operations',
  viewSeaQueryPricing: 'view-sea-query-pricing|Pricing',
  viewAirQueryPricing: 'view-air-query-pricing|Pricing',
  bothPricing: 'both|Pricing',
  pricingSuperUser: 'pricing-super-user|Pricing',
  viewAllCustomerQuerySales: 'view-all-customer-query-sales|Rate Wizard',
  viewCustomerQuerySales: 'view-customer-query-sales|Rate Wizard',
  responseAllCustomerQuerySales: 'response-all-customer-query-sales|Rate Wizard',
  responseCustomerQuerySales: 'response-customer-query-sales|Rate Wizard',
  responseAirQueryPricing: 'response-air-query-pricing|Pricing',
  responseSeaQueryPricing: 'response-sea-query-pricing|Pricing',
  viewCustomerQuerySalesEnquiries: 'view-customer-query-sales|Customer Enquiries',
  viewCustomerEnquiries: 'view-customer-enquiries|Customer Enquiries',
  viewCustomerEnquiriesService: 'view-customer-enquiries|Customer Service',
  viewCustomerEnquiriesAccount: 'view-customer-enquiries-account|Accounts',
  /** Platform-level: the outbox of the embedded mailer (issue 2). */
  viewMailOutbox: 'view-mail-outbox|Notifications',
} as const;

export const UPLOAD_PERMISSION_ACTIONS = [
  'upload-cost-sheet',
  'upload-shipping-bill',
  'upload-freight-certificate',
  'upload-debit-note',
  'upload-credit-note',
  'upload-proforma-invoice',
  'upload-commercial-invoice',
  'upload-packaging-list',
  'upload-purchase-order',
  'upload-lc-tt',
] as const;

export const toPermission = (action: string, moduleName: string) => `${action}|${moduleName}`;
export const permissionModule = (permission: string) => permission.split('|')[1] ?? '';

/** Every permission of the catalogue, each once, with its module. */
export function listPermissionCatalogue(): { name: string; module: string }[] {
  const names = new Set<string>();
  for (const m of MODULES) for (const a of CRUD_ACTIONS) names.add(toPermission(`${a}-${m.slug}`, m.name));
  for (const p of Object.values(PERMISSIONS)) names.add(p);
  for (const a of UPLOAD_PERMISSION_ACTIONS) names.add(toPermission(a, 'Documentation'));
  return [...names].map((name) => ({ name, module: permissionModule(name) }));
}
