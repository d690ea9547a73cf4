import {
  COMPANY_CATEGORY,
  type CompanyBasicSettingsRequest,
  type CompanyCategoryCode,
  CRUD_ACTIONS,
  CUSTOMER_USER_PERMISSIONS,
  companyBasicSettingsRequestSchema,
  isCompanySettingComplete,
  listCompanyPermissions,
  MODULES,
  PERMISSIONS,
  toPermission,
  UPLOAD_PERMISSION_ACTIONS,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/crypto';
import type { DbOrTx } from '../client';
import {
  companies,
  companySettings,
  departments,
  termsAcceptances,
  termsAndConditions,
  userRoles,
  users,
} from '../schema';
import { seedDemoChannels } from './demo-channels';
import { type DemoCustomerDeps, seedDemoCustomers } from './demo-customers';
import { seedDemoFaqs } from './demo-faqs';
import { seedDemoFollowUps } from './demo-follow-ups';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoLeads } from './demo-leads';
import { seedDemoMasters } from './demo-masters';
import { seedDemoRates } from './demo-rates';
import { seedDemoSalesVisits } from './demo-sales-visits';
import { seedDemoShipments } from './demo-shipments';
import { seedDemoVendorBills } from './demo-vendor-bills';
import { createRoleWithPermissions } from './roles';

/** The demo password of every demo user (README lists them). Demo data only. */
export const DEMO_PASSWORD = 'FastForward1';

const crud = (moduleName: string, actions: readonly string[] = CRUD_ACTIONS) => {
  const slug = MODULES.find((m) => m.name === moduleName)?.slug;
  if (!slug) throw new Error(`unknown module ${moduleName}`);
  return actions.map((a) => toPermission(`${a}-${slug}`, moduleName));
};
const uploads = (actions: readonly string[]) => actions.map((a) => toPermission(a, 'Documentation'));

const ALL_COMPANY_PERMISSIONS = listCompanyPermissions();
/** Every executive reads and writes the company's public channel; moderating is the administrator's. */
const DISCUSSION = crud('Public Channel', ['view', 'create']);

/** Each department's role and what it may do (PRODUCT §1 staff, SPEC §6 named permissions). */
const FORWARDER_ROLES = {
  'Business Administrator': { department: 'Management', permissions: ALL_COMPANY_PERMISSIONS },
  'Sales Executive': {
    department: 'Sales',
    permissions: [
      ...crud('Dashboard', ['view']),
      ...DISCUSSION,
      ...crud('Sales'),
      ...crud('Customers', ['view', 'create', 'update']),
      ...crud('Rate Wizard', ['view', 'create']),
      ...crud('Customer Enquiries', ['view', 'create', 'update']),
      PERMISSIONS.viewCustomerQuerySales,
      PERMISSIONS.responseCustomerQuerySales,
      PERMISSIONS.viewCustomerQuerySalesEnquiries,
    ],
  },
  'Pricing Executive': {
    department: 'Pricing',
    permissions: [
      ...crud('Dashboard', ['view']),
      ...DISCUSSION,
      ...crud('Pricing'),
      ...crud('Valid Rates'),
      ...crud('Vendors'),
      ...crud('Masters', ['view']),
      PERMISSIONS.bothPricing,
      PERMISSIONS.responseSeaQueryPricing,
      PERMISSIONS.responseAirQueryPricing,
    ],
  },
  'Operations Executive': {
    department: 'Operations',
    permissions: [
      ...crud('Dashboard', ['view']),
      ...DISCUSSION,
      ...crud('Operations'),
      ...crud('Documentation', ['view']),
      PERMISSIONS.createCustomStatusOperation,
    ],
  },
  'Documentation Executive': {
    department: 'Documentation',
    permissions: [
      ...crud('Dashboard', ['view']),
      ...DISCUSSION,
      ...crud('Documentation'),
      ...uploads(UPLOAD_PERMISSION_ACTIONS),
    ],
  },
  'Accounts Executive': {
    department: 'Accounts',
    permissions: [
      ...crud('Dashboard', ['view']),
      ...DISCUSSION,
      ...crud('Accounts'),
      PERMISSIONS.viewCustomerEnquiriesAccount,
      // Releases a delivery order the payment check holds, with a reason (issue 29).
      PERMISSIONS.releaseDoOnCredit,
      ...uploads([
        'upload-debit-note',
        'upload-credit-note',
        'upload-proforma-invoice',
        'upload-commercial-invoice',
      ]),
    ],
  },
  /** Sets the company up but is not the business administrator (SPEC §4 company-settings branch). */
  'Settings Manager': {
    department: 'Management',
    permissions: [...crud('Dashboard', ['view']), PERMISSIONS.companySetting, PERMISSIONS.basicSettings],
  },
  Staff: { department: 'Operations', permissions: crud('Dashboard', ['view']) },
} as const satisfies Record<string, { department: string; permissions: readonly string[] }>;

type RoleName = keyof typeof FORWARDER_ROLES | 'Customer User';

type DemoUser = {
  username: string;
  fullName: string;
  role: RoleName;
  isFirstLogin?: boolean;
  isEmailVerified?: boolean;
  acceptsTerms?: 'all' | 'system' | 'none';
  /** E.164: where SMS copies go, and what the forwarder's SMS number view shows of a customer's user. */
  mobile?: string;
};

/** Basic settings beyond the name and short name (which are the company's own). */
type DemoSettings = Omit<CompanyBasicSettingsRequest, 'legalName' | 'shortName'>;

type DemoCompany = {
  name: string;
  shortName: string;
  category: CompanyCategoryCode;
  isSystemVerified: boolean;
  /**
   * Complete settings (every field the basic settings form requires) make hasCompleteCompanySetting
   * true; a company whose setup is unfinished holds only what registration asked.
   */
  settings: DemoSettings | Pick<DemoSettings, 'countryCode' | 'phone' | 'contactEmail'>;
  hasTerms: boolean;
  parent?: string;
  users: DemoUser[];
};

/** The demo forwarder whose Masters are filled in (seed/demo-masters.ts), and who wrote its news. */
const MASTERS_COMPANY = { name: 'Oceanic Freight Forwarders', author: 'ffd.admin' };

/** Demo companies: each login branch of SPEC §4 is reachable by one of these users (README). */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Oceanic Freight Forwarders',
    shortName: 'oceanic',
    category: COMPANY_CATEGORY.freightForwarder,
    isSystemVerified: true,
    settings: {
      addressLine1: 'Office 1204, Jumeirah Business Centre 2',
      addressLine2: 'Cluster Y, Jumeirah Lakes Towers',
      city: 'Dubai',
      countryCode: 'AE',
      contactEmail: 'ops@oceanic.example',
      phone: '+971 4 555 0100',
      baseCurrency: 'AED',
      timeZone: 'Asia/Dubai',
      taxRegistrationNumber: '100234567800003',
    },
    hasTerms: true,
    users: [
      { username: 'ffd.admin', fullName: 'Olivia Admin', role: 'Business Administrator' },
      { username: 'ffd.sales', fullName: 'Sam Sales', role: 'Sales Executive', mobile: '+971505550101' },
      { username: 'ffd.pricing', fullName: 'Priya Pricing', role: 'Pricing Executive' },
      { username: 'ffd.ops', fullName: 'Omar Operations', role: 'Operations Executive' },
      { username: 'ffd.docs', fullName: 'Dana Documentation', role: 'Documentation Executive' },
      { username: 'ffd.accounts', fullName: 'Alex Accounts', role: 'Accounts Executive' },
      { username: 'ffd.newhire', fullName: 'Nina Newhire', role: 'Staff', isFirstLogin: true },
    ],
  },
  {
    name: 'Horizon Logistics',
    shortName: 'horizon',
    category: COMPANY_CATEGORY.freightForwarder,
    isSystemVerified: true,
    settings: { countryCode: 'AE', phone: '+971 4 555 0200', contactEmail: 'horizon.admin@horizon.example' },
    hasTerms: true,
    users: [
      { username: 'horizon.admin', fullName: 'Hugo Horizon', role: 'Business Administrator' },
      { username: 'horizon.settings', fullName: 'Selma Settings', role: 'Settings Manager' },
    ],
  },
  {
    name: 'Nova Cargo',
    shortName: 'nova',
    category: COMPANY_CATEGORY.freightForwarder,
    isSystemVerified: true,
    settings: {
      addressLine1: '10 Anson Road, #20-01 International Plaza',
      city: 'Singapore',
      postalCode: '079903',
      countryCode: 'SG',
      contactEmail: 'ops@nova.example',
      phone: '+65 6555 0300',
      baseCurrency: 'SGD',
      timeZone: 'Asia/Singapore',
    },
    hasTerms: false,
    users: [
      { username: 'nova.admin', fullName: 'Noah Nova', role: 'Business Administrator' },
      { username: 'nova.staff', fullName: 'Nora Staff', role: 'Staff' },
    ],
  },
  {
    name: 'Swift Carriers',
    shortName: 'swift',
    category: COMPANY_CATEGORY.freightForwarder,
    isSystemVerified: true,
    settings: {
      addressLine1: 'Waalhaven Zuidzijde 19',
      city: 'Rotterdam',
      postalCode: '3089 JH',
      countryCode: 'NL',
      contactEmail: 'pricing@swift.example',
      phone: '+31 10 555 0400',
      baseCurrency: 'EUR',
      timeZone: 'Europe/Amsterdam',
    },
    hasTerms: true,
    users: [{ username: 'swift.vendor', fullName: 'Vera Vendor', role: 'Pricing Executive' }],
  },
  {
    name: 'Pending Freight',
    shortName: 'pending',
    category: COMPANY_CATEGORY.freightForwarder,
    isSystemVerified: false,
    settings: { countryCode: 'IN', phone: '+91 22 5555 0500', contactEmail: 'pending.admin@pending.example' },
    hasTerms: false,
    users: [
      {
        username: 'pending.admin',
        fullName: 'Pat Pending',
        role: 'Business Administrator',
        acceptsTerms: 'none',
      },
    ],
  },
  {
    name: 'Acme Imports',
    shortName: 'acme',
    category: COMPANY_CATEGORY.customer,
    isSystemVerified: true,
    settings: {
      addressLine1: 'Am Sandtorkai 50',
      city: 'Hamburg',
      postalCode: '20457',
      countryCode: 'DE',
      contactEmail: 'purchasing@acme.example',
      phone: '+49 40 555 0600',
      baseCurrency: 'EUR',
      timeZone: 'Europe/Berlin',
    },
    hasTerms: false,
    parent: 'Oceanic Freight Forwarders',
    users: [
      { username: 'acme.buyer', fullName: 'Ada Buyer', role: 'Customer User', mobile: '+4915205550601' },
      { username: 'acme.new', fullName: 'Ned New', role: 'Customer User', isFirstLogin: true },
      { username: 'acme.terms', fullName: 'Tess Terms', role: 'Customer User', acceptsTerms: 'system' },
    ],
  },
];

const companyTerms = (name: string) => `Standard trading conditions of ${name}.
1. All business is undertaken subject to these conditions and the applicable FIATA rules.
2. Quotes are valid until the date stated on them and subject to space and equipment availability.
3. Payment is due within the credit period agreed in writing; otherwise before release of documents.`;

/**
 * Whether the company's demo settings complete its setup. Complete ones must pass the form's own
 * schema, so the demo never shows a 'complete' company whose settings page refuses to save.
 */
function hasCompleteSettings(company: DemoCompany): boolean {
  const settings = { legalName: company.name, shortName: company.shortName, ...company.settings };
  if (!isCompanySettingComplete(settings)) return false;
  const parsed = companyBasicSettingsRequestSchema.safeParse(settings);
  if (!parsed.success) {
    throw new Error(`demo seed: ${company.name}'s settings are refused: ${parsed.error.issues[0]?.message}`);
  }
  return true;
}

/** Demo data for a fresh installation (SEED_DEMO); skipped when any demo company already exists. */
export async function seedDemo(
  db: DbOrTx,
  platformCompanyId: number,
  deps: DemoCustomerDeps,
): Promise<boolean> {
  const [first] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.shortName, 'oceanic'));
  if (first) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [systemTerms] = await db
    .select({ id: termsAndConditions.id })
    .from(termsAndConditions)
    .where(eq(termsAndConditions.isActive, true))
    .limit(1);
  const companyIds = new Map<string, number>();
  const userIds = new Map<string, number>();

  const platformRoleRow = await db.query.roles.findFirst({
    where: (r, { and: both, eq: is }) =>
      both(is(r.companyId, platformCompanyId), is(r.name, 'Platform Administrator')),
  });
  if (platformRoleRow) {
    const [admin] = await db
      .insert(users)
      .values({
        companyId: platformCompanyId,
        username: 'platform.admin',
        email: 'platform.admin@fastforward.example',
        fullName: 'Paula Platform',
        passwordHash,
        isFirstLogin: false,
        isEmailVerified: true,
      })
      .returning({ id: users.id });
    if (admin) await db.insert(userRoles).values({ userId: admin.id, roleId: platformRoleRow.id });
  }

  for (const company of DEMO_COMPANIES) {
    const [row] = await db
      .insert(companies)
      .values({
        name: company.name,
        shortName: company.shortName,
        categoryCode: company.category,
        parentCompanyId: company.parent ? (companyIds.get(company.parent) ?? null) : null,
        isSystemVerified: company.isSystemVerified,
        hasCompleteCompanySetting: hasCompleteSettings(company),
      })
      .returning({ id: companies.id });
    if (!row) throw new Error('company insert returned nothing');
    companyIds.set(company.name, row.id);
    await db.insert(companySettings).values({ companyId: row.id, ...company.settings });

    if (company.hasTerms) {
      await db.insert(termsAndConditions).values({
        companyId: row.id,
        version: 1,
        title: `${company.name} trading conditions`,
        body: companyTerms(company.name),
        isActive: true,
      });
    }
    const parentTerms = company.parent
      ? await db.query.termsAndConditions.findFirst({
          where: (t, { and: both, eq: is }) =>
            both(is(t.companyId, companyIds.get(company.parent ?? '') ?? -1), is(t.isActive, true)),
        })
      : undefined;

    const roleIds = new Map<string, number>();
    const departmentIds = new Map<string, number>();
    const roleFor = async (roleName: RoleName): Promise<number> => {
      const known = roleIds.get(roleName);
      if (known !== undefined) return known;
      let id: number;
      if (roleName === 'Customer User') {
        id = await createRoleWithPermissions(db, row.id, roleName, null, CUSTOMER_USER_PERMISSIONS);
      } else {
        const spec = FORWARDER_ROLES[roleName];
        let departmentId = departmentIds.get(spec.department);
        if (departmentId === undefined) {
          const [d] = await db
            .insert(departments)
            .values({ companyId: row.id, name: spec.department })
            .returning({ id: departments.id });
          departmentId = d?.id ?? 0;
          departmentIds.set(spec.department, departmentId);
        }
        id = await createRoleWithPermissions(db, row.id, roleName, departmentId, spec.permissions);
      }
      roleIds.set(roleName, id);
      return id;
    };

    for (const u of company.users) {
      const roleId = await roleFor(u.role);
      const departmentId =
        u.role === 'Customer User' ? null : (departmentIds.get(FORWARDER_ROLES[u.role].department) ?? null);
      const [user] = await db
        .insert(users)
        .values({
          companyId: row.id,
          username: u.username,
          email: `${u.username}@${company.shortName}.example`,
          fullName: u.fullName,
          passwordHash,
          isFirstLogin: u.isFirstLogin ?? false,
          isEmailVerified: u.isEmailVerified ?? true,
          departmentId,
          mobile: u.mobile ?? null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      userIds.set(u.username, user.id);
      await db.insert(userRoles).values({ userId: user.id, roleId });
      const accepts = u.acceptsTerms ?? 'all';
      const accepted = [
        accepts !== 'none' ? systemTerms?.id : undefined,
        accepts === 'all' ? parentTerms?.id : undefined,
      ].filter((id): id is number => id !== undefined);
      if (accepted.length > 0)
        await db.insert(termsAcceptances).values(accepted.map((termsId) => ({ termsId, userId: user.id })));
    }
  }

  const mastersCompanyId = companyIds.get(MASTERS_COMPANY.name);
  const authorId = userIds.get(MASTERS_COMPANY.author);
  if (mastersCompanyId === undefined || authorId === undefined) {
    throw new Error(
      `demo seed: ${MASTERS_COMPANY.name} or ${MASTERS_COMPANY.author} is not among the demo data`,
    );
  }
  const now = new Date();
  await seedDemoMasters(db, { companyId: mastersCompanyId, createdBy: authorId }, now);
  await seedDemoCustomers(db, { companies: companyIds, users: userIds }, deps, now);
  // After the customers: the rates name Oceanic's vendors, and its pricing executive filed them.
  const pricingUserId = userIds.get('ffd.pricing');
  if (pricingUserId === undefined) throw new Error('demo seed: ffd.pricing is not among the demo users');
  await seedDemoRates(db, { companyId: mastersCompanyId, createdBy: pricingUserId }, now);
  // After the rates: the demo quotes are priced from them. The jobs' enquiries are made with the others.
  const ids = { companies: companyIds, users: userIds };
  await seedDemoJobs(db, ids, now);
  await seedDemoShipments(db, ids);
  await seedDemoVendorBills(db, ids, now);
  // The CRM and the communication pages: leads before the visits and follow-ups that name them.
  await seedDemoLeads(db, ids, now);
  await seedDemoSalesVisits(db, ids, now);
  await seedDemoFollowUps(db, ids, now);
  await seedDemoChannels(db, ids, now);
  await seedDemoFaqs(db, ids, now);
  return true;
}
