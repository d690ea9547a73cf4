/**
 * The navigation modules of PRODUCT §4 with their sub-modules, and the permission catalogue:
 * 'action|Module' strings (SPEC §6). Every module gets view/create/update/delete; the named
 * permissions of SPEC §6 and the upload permissions of SPEC §3 are added to their modules.
 */
import type { CompanyCategoryCode } from '../codes/company-category';
import { COMMUNICATION_ROUTES } from '../communication/paths';
import { COMPANY_SETTINGS_ROUTES } from '../company-settings/routes';
import { CUSTOMER_KYC_ROUTES } from '../customer-kycs/routes';
import { JOB_ROUTES, VENDOR_BILL_ROUTES } from '../jobs/paths';
import { TAX_CODE_ROUTES } from '../jobs/tax-codes';
import { COMPANY_MASTERS_ROUTES } from '../masters/company-masters';
import { MESSAGING_SETTINGS_ROUTES } from '../messaging/paths';
import { NOTIFICATION_ROUTES } from '../notifications/paths';
import { NOTIFICATION_PREFERENCE_ROUTES } from '../notifications/preference-routes';
import { ORGANISATION_ROUTES } from '../organisation/paths';
import { ENQUIRY_ROUTES } from '../rate-enquiries/paths';
import { RATE_ROUTES } from '../rates/paths';
import { SALES_ROUTES } from '../sales/paths';
import { TERMS_ROUTES } from '../terms/routes';
import { VENDOR_ROUTES } from '../vendors/paths';
import type { NavigationModule } from './schemas';

/**
 * A page of a module. The pages that exist take their path from their area's routes constant, so
 * the navigation, the web's route entries and the links share one literal. `categories`: the page
 * is only for users of companies of these categories (a customer's own KYC, a vendor's profile).
 */
export type ModuleNode = { name: string; path: string; categories?: readonly CompanyCategoryCode[] };
export type ModuleDefinition = { name: string; slug: string; nodes: readonly ModuleNode[] };

/** Every category but the customer's: the companies whose staff work enquiries. */
const STAFF: readonly CompanyCategoryCode[] = ['CAT_FFD', 'CAT_VEN', 'CAT_ADM'];

const node = (name: string, path: string, categories?: readonly CompanyCategoryCode[]): ModuleNode =>
  categories ? { name, path, categories } : { name, path };

export const MODULES: readonly ModuleDefinition[] = [
  {
    name: 'Dashboard',
    slug: 'dashboard',
    nodes: [node('Overview', '/dashboard'), node('My Company', CUSTOMER_KYC_ROUTES.myCompany, ['CAT_CUS'])],
  },
  {
    name: 'Customer Enquiries',
    slug: 'customer-enquiries',
    // A customer company's users hold this module too: they see their own pages, the staff theirs.
    nodes: [
      node('Enquiries', ENQUIRY_ROUTES.enquiries, STAFF),
      node('Customer Feedback', ENQUIRY_ROUTES.feedback, STAFF),
      node('New Enquiry', ENQUIRY_ROUTES.newEnquiry, STAFF),
      node('Enquiry Dashboard', ENQUIRY_ROUTES.customerDashboard, ['CAT_CUS']),
      node('My Queries', ENQUIRY_ROUTES.myQueries, ['CAT_CUS']),
      node('New Query', ENQUIRY_ROUTES.newMyQuery, ['CAT_CUS']),
      node('My Jobs', JOB_ROUTES.myJobs, ['CAT_CUS']),
      node('My Invoices', JOB_ROUTES.myInvoices, ['CAT_CUS']),
      node('Help & FAQs', COMMUNICATION_ROUTES.myFaqs, ['CAT_CUS']),
    ],
  },
  {
    name: 'Rate Wizard',
    slug: 'rate-wizard',
    nodes: [node('New Enquiry', RATE_ROUTES.rateWizard)],
  },
  {
    name: 'Pricing',
    slug: 'pricing',
    nodes: [
      node('Sea Enquiries', ENQUIRY_ROUTES.pricingSea),
      node('Air Enquiries', ENQUIRY_ROUTES.pricingAir),
      // A vendor's staff price what forwarders send them with the Pricing permissions (VENDOR_FORWARDS_ACCESS).
      node('Incoming Enquiries', ENQUIRY_ROUTES.vendorForwards, ['CAT_VEN', 'CAT_FFD']),
    ],
  },
  {
    name: 'Valid Rates',
    slug: 'valid-rates',
    nodes: [
      node('Rates', RATE_ROUTES.validRates),
      node('Local Charges', RATE_ROUTES.localCharges),
      node('Transport Charges', RATE_ROUTES.transportCharges),
      node('Rate Imports', RATE_ROUTES.imports),
    ],
  },
  {
    name: 'Operations',
    slug: 'operations',
    nodes: [node('Jobs', JOB_ROUTES.jobs), node('Custom Statuses', JOB_ROUTES.customStatuses)],
  },
  {
    name: 'Documentation',
    slug: 'documentation',
    nodes: [node('Documents', JOB_ROUTES.documents)],
  },
  {
    name: 'Accounts',
    slug: 'accounts',
    nodes: [
      node('Invoices', JOB_ROUTES.invoices),
      node('Receivables Ageing', JOB_ROUTES.ageing),
      node('Job Profit', JOB_ROUTES.profit),
      node('Payables', VENDOR_BILL_ROUTES.payables),
    ],
  },
  {
    name: 'Customer Service',
    slug: 'customer-service',
    nodes: [
      node('Customer Enquiries', '/dashboard/customer-service'),
      node('FAQs', COMMUNICATION_ROUTES.faqs, STAFF),
    ],
  },
  {
    name: 'Sales',
    slug: 'sales',
    nodes: [
      node('Leads', SALES_ROUTES.leads),
      node('Visits', SALES_ROUTES.visits),
      node('Visit Report', SALES_ROUTES.visitReport),
      node('Follow-ups', SALES_ROUTES.followUps),
      node('Calendar', SALES_ROUTES.calendar),
      node('Lead Settings', SALES_ROUTES.leadSettings),
    ],
  },
  {
    name: 'Customers',
    slug: 'customers',
    nodes: [
      node('Customer KYC', CUSTOMER_KYC_ROUTES.customers),
      node('Update Requests', CUSTOMER_KYC_ROUTES.updateRequests),
      node('Tiers', CUSTOMER_KYC_ROUTES.tiers),
      node('Negotiation Settings', CUSTOMER_KYC_ROUTES.negotiationSettings),
    ],
  },
  {
    name: 'Vendors',
    slug: 'vendors',
    nodes: [
      node('Vendors', VENDOR_ROUTES.vendors),
      node('Vendor Profile', VENDOR_ROUTES.profile, ['CAT_VEN', 'CAT_FFD']),
    ],
  },
  {
    name: 'Masters',
    slug: 'masters',
    nodes: [
      node('Weight Slabs', COMPANY_MASTERS_ROUTES.weightSlabs),
      node('Container Numbers', COMPANY_MASTERS_ROUTES.containerNumbers),
      node('Free Days', COMPANY_MASTERS_ROUTES.freeDays),
      node('Ports', COMPANY_MASTERS_ROUTES.ports),
      node('Cities', COMPANY_MASTERS_ROUTES.cities),
      node('Shipping Lines', COMPANY_MASTERS_ROUTES.shippingLines),
      node('Exchange Rates', COMPANY_MASTERS_ROUTES.exchangeRates),
      node('News', COMPANY_MASTERS_ROUTES.news),
      node('Event Dates', COMPANY_MASTERS_ROUTES.eventDates),
    ],
  },
  {
    name: 'Company Settings',
    slug: 'company-settings',
    nodes: [
      node('Basic Settings', COMPANY_SETTINGS_ROUTES.basic),
      node('Bank Details', COMPANY_SETTINGS_ROUTES.bankDetails),
      node('Invoice Settings', COMPANY_SETTINGS_ROUTES.invoice),
      node('Tax Codes', TAX_CODE_ROUTES.list),
      node('Operating Cost', COMPANY_SETTINGS_ROUTES.operatingCost),
      node('DO Settings', COMPANY_SETTINGS_ROUTES.doSettings),
      node('Operation Files', COMPANY_SETTINGS_ROUTES.operationFiles),
      node('E-mail & SMS Settings', MESSAGING_SETTINGS_ROUTES.settings),
      node('Message Logs', MESSAGING_SETTINGS_ROUTES.logs),
    ],
  },
  {
    name: 'Terms And Conditions',
    slug: 'terms-and-conditions',
    nodes: [node('Terms And Conditions', TERMS_ROUTES.company)],
  },
  {
    name: 'Users And Roles',
    slug: 'users-and-roles',
    nodes: [
      node('Departments', ORGANISATION_ROUTES.departments),
      node('Designations', ORGANISATION_ROUTES.designations),
      node('Roles', ORGANISATION_ROUTES.roles),
      node('Staff', ORGANISATION_ROUTES.staff),
    ],
  },
  {
    name: 'Notifications',
    slug: 'notifications',
    nodes: [
      node('Notifications', NOTIFICATION_ROUTES.page),
      node('Preferences', NOTIFICATION_PREFERENCE_ROUTES.page),
    ],
  },
  {
    name: 'Public Channel',
    slug: 'public-channel',
    nodes: [node('Discussion', COMMUNICATION_ROUTES.channels)],
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
  /** Lets sales go further below the quoted sell price than the negotiation settings allow. */
  approveNegotiation: 'approve-negotiation|Customer Enquiries',
  /** Lets accounts release a delivery order the payment check holds, with a reason (issue 29). */
  releaseDoOnCredit: 'release-do-on-credit|Accounts',
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

export type UploadPermissionAction = (typeof UPLOAD_PERMISSION_ACTIONS)[number];

export const toPermission = (action: string, moduleName: string) => `${action}|${moduleName}`;

/**
 * The usual access of a module's calls: view, create, update, delete, each by its CRUD permission
 * (`view-masters|Masters`) or the business administrator's.
 */
export const moduleAccess = (slug: string, moduleName: string) => {
  const of = (action: (typeof CRUD_ACTIONS)[number]): readonly string[] => [
    toPermission(`${action}-${slug}`, moduleName),
    PERMISSIONS.businessAdmin,
  ];
  return { view: of('view'), create: of('create'), update: of('update'), delete: of('delete') } as const;
};
export const permissionModule = (permission: string) => permission.split('|')[1] ?? '';

/** The upload permissions of SPEC §3 belong to the Documentation module. */
export const uploadPermission = (action: UploadPermissionAction) => toPermission(action, 'Documentation');

/** Every permission of the catalogue, each once, with its module. */
export function listPermissionCatalogue(): { name: string; module: string }[] {
  const names = new Set<string>();
  for (const m of MODULES) for (const a of CRUD_ACTIONS) names.add(toPermission(`${a}-${m.slug}`, m.name));
  for (const p of Object.values(PERMISSIONS)) names.add(p);
  for (const a of UPLOAD_PERMISSION_ACTIONS) names.add(uploadPermission(a));
  return [...names].map((name) => ({ name, module: permissionModule(name) }));
}

/**
 * SPEC §2: a module is shown only where the user holds a permission for that module name; a page
 * kept for some company categories only where the user's company is one of them.
 */
export function selectModules(held: readonly string[], category: CompanyCategoryCode): NavigationModule[] {
  const heldModules = new Set(held.map(permissionModule));
  return MODULES.filter((m) => heldModules.has(m.name)).map((m) => ({
    name: m.name,
    nodes: m.nodes
      .filter((n) => !n.categories || n.categories.includes(category))
      .map(({ name, path }) => ({ name, path })),
  }));
}
