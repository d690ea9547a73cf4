import {
  COMPANY_CATEGORY,
  type CompanyCategoryCode,
  CRUD_ACTIONS,
  type LoginResponse,
  listCompanyPermissions,
  toPermission,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  containerSizeCategories,
  containerSizes,
  departments,
  roles,
  termsAndConditions,
  userRoles,
  users,
} from '../db/schema';
import { PLATFORM_ADMIN_ROLE, PLATFORM_COMPANY_NAME } from '../db/seed/platform';
import { createRoleWithPermissions } from '../db/seed/roles';
import { hashPassword } from '../lib/crypto';
import { acceptTerms, findApplicableTerms } from '../modules/terms/terms.service';
import type { TestApp } from './test-app';

/**
 * Factories: what a test needs, inserted straight into its database (no HTTP), so that tests
 * depend on no demo row. Every name carries a number no earlier call in the test file used.
 */

/** Every permission a company may hold: what its business administrator holds. */
export const BUSINESS_ADMIN_PERMISSIONS: readonly string[] = listCompanyPermissions();

/** The password of factory users unless a test chooses another. */
export const TEST_USER_PASSWORD = 'Factory-Pass-1';

let sequence = 0;
const nextNumber = () => ++sequence;

/** argon2 costs ~60 ms a hash: the default password is hashed once per test file. */
let defaultHash: Promise<string> | undefined;
function hashOf(password: string) {
  if (password !== TEST_USER_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(password);
  return defaultHash;
}

type Ref = { id: number };

export type TestCompany = { id: number; name: string; shortName: string; categoryCode: CompanyCategoryCode };

const testCompanyOf = (row: typeof companies.$inferSelect): TestCompany => ({
  id: row.id,
  name: row.name,
  shortName: row.shortName ?? '',
  categoryCode: row.categoryCode as CompanyCategoryCode,
});

export type CompanyOptions = {
  /** Freight forwarder unless told. */
  category?: CompanyCategoryCode;
  /** Approved by the platform (is_system_verified); true unless told. */
  approved?: boolean;
  /** Company settings completed; true unless told. */
  settingsComplete?: boolean;
  name?: string;
  shortName?: string;
  /** The forwarder that onboarded a customer company. */
  parentCompanyId?: number | null;
  /** An active first version of its own terms and conditions (what a forwarder's customers accept). */
  terms?: boolean;
};

export async function createCompany(t: TestApp, options: CompanyOptions = {}): Promise<TestCompany> {
  const n = nextNumber();
  const [row] = await t.db
    .insert(companies)
    .values({
      name: options.name ?? `Factory Company ${n}`,
      shortName: options.shortName ?? `factory${n}`,
      categoryCode: options.category ?? COMPANY_CATEGORY.freightForwarder,
      parentCompanyId: options.parentCompanyId ?? null,
      isSystemVerified: options.approved ?? true,
      hasCompleteCompanySetting: options.settingsComplete ?? true,
    })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  if (options.terms) {
    await t.db.insert(termsAndConditions).values({
      companyId: row.id,
      version: 1,
      title: `${row.name} trading conditions`,
      body: `Standard trading conditions of ${row.name}.`,
      isActive: true,
    });
  }
  return testCompanyOf(row);
}

export async function createDepartment(t: TestApp, options: { company: Ref; name?: string }) {
  const [row] = await t.db
    .insert(departments)
    .values({ companyId: options.company.id, name: options.name ?? `Department ${nextNumber()}` })
    .returning({ id: departments.id, name: departments.name });
  if (!row) throw new Error('department insert returned nothing');
  return row;
}

/** A role holding exactly `permissions` ('action|Module' names of the catalogue). */
export async function createRole(
  t: TestApp,
  options: { company: Ref; permissions: readonly string[]; name?: string; department?: Ref | null },
) {
  const name = options.name ?? `Role ${nextNumber()}`;
  const departmentId = options.department?.id ?? null;
  return {
    id: await createRoleWithPermissions(t.db, options.company.id, name, departmentId, options.permissions),
    name,
  };
}

const DASHBOARD = 'view-dashboard|Dashboard';
const crud = (slug: string, module: string) =>
  CRUD_ACTIONS.map((action) => toPermission(`${action}-${slug}`, module));

export type RoleSpec = { name: string; department: string; permissions: readonly string[] };

/** A forwarder's seven roles, each in its department, as staff and role tests need them. */
export const FORWARDER_ROLES: readonly RoleSpec[] = [
  { name: 'Business Administrator', department: 'Management', permissions: BUSINESS_ADMIN_PERMISSIONS },
  { name: 'Sales Executive', department: 'Sales', permissions: [DASHBOARD, ...crud('sales', 'Sales')] },
  {
    name: 'Pricing Executive',
    department: 'Pricing',
    permissions: [
      DASHBOARD,
      ...crud('pricing', 'Pricing'),
      'view-valid-rates|Valid Rates',
      'view-masters|Masters',
    ],
  },
  {
    name: 'Operations Executive',
    department: 'Operations',
    permissions: [DASHBOARD, ...crud('operations', 'Operations')],
  },
  {
    name: 'Documentation Executive',
    department: 'Documentation',
    permissions: [DASHBOARD, ...crud('documentation', 'Documentation')],
  },
  {
    name: 'Accounts Executive',
    department: 'Accounts',
    permissions: [DASHBOARD, ...crud('accounts', 'Accounts')],
  },
  { name: 'Staff', department: 'Operations', permissions: [DASHBOARD] },
];

export type TestRole = { id: number; name: string; department: Ref };

/** The departments and roles of `specs` in `company` (each department made once), by name. */
export async function createOrganisation(
  t: TestApp,
  company: Ref,
  specs: readonly RoleSpec[] = FORWARDER_ROLES,
) {
  const departmentsByName = new Map<string, Ref>();
  const rolesByName = new Map<string, TestRole>();
  for (const spec of specs) {
    let department = departmentsByName.get(spec.department);
    if (!department) {
      department = await createDepartment(t, { company, name: spec.department });
      departmentsByName.set(spec.department, department);
    }
    const role = await createRole(t, { company, ...spec, department });
    rolesByName.set(spec.name, { ...role, department });
  }
  /** The role of that name, which must be among the specs. */
  const role = (name: string) => {
    const found = rolesByName.get(name);
    if (!found) throw new Error(`no role ${name} in this organisation`);
    return found;
  };
  return { departments: departmentsByName, roles: rolesByName, role };
}

export type UserOptions = {
  /** A new approved forwarder unless told. */
  company?: TestCompany;
  /** Gives the user a role of its own holding exactly these permissions. */
  permissions?: readonly string[];
  /** Roles the user holds besides. */
  roles?: readonly Ref[];
  /** The name of the role `permissions` creates. */
  roleName?: string;
  department?: Ref | null;
  designation?: Ref | null;
  username?: string;
  fullName?: string;
  email?: string;
  password?: string;
  /** Still to choose a password (is_first_login); false unless told. */
  firstLogin?: boolean;
  /** true unless told. */
  emailVerified?: boolean;
  /**
   * Which of the terms that apply to it the user has accepted: all (the platform's, and a customer's
   * forwarder's; the default), only the platform's ('system'), or none (false).
   */
  acceptedTerms?: boolean | 'system';
};

export type TestUser = {
  id: number;
  company: TestCompany;
  username: string;
  email: string;
  fullName: string;
  password: string;
  /** The role `permissions` created, if any. */
  roleId: number | null;
  /** An access token from signing in through the app. */
  token: string;
  /** The whole login answer. */
  session: LoginResponse;
};

/** A user of `company` (or of a new company), signed in through the app's login. */
export async function createUser(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const company = options.company ?? (await createCompany(t));
  const n = nextNumber();
  const username = options.username ?? `user${n}.${company.shortName}`;
  const email = options.email ?? `${username}@${company.shortName}.test`;
  const fullName = options.fullName ?? `Factory User ${n}`;
  const password = options.password ?? TEST_USER_PASSWORD;
  const [row] = await t.db
    .insert(users)
    .values({
      companyId: company.id,
      username,
      email,
      fullName,
      passwordHash: await hashOf(password),
      isFirstLogin: options.firstLogin ?? false,
      isEmailVerified: options.emailVerified ?? true,
      departmentId: options.department?.id ?? null,
      designationId: options.designation?.id ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  const role = options.permissions
    ? await createRole(t, {
        company,
        permissions: options.permissions,
        name: options.roleName,
        department: options.department,
      })
    : null;
  const roleIds = [...(role ? [role.id] : []), ...(options.roles ?? []).map((r) => r.id)];
  if (roleIds.length > 0)
    await t.db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
  const accepting = options.acceptedTerms ?? true;
  if (accepting) {
    const terms = (await findApplicableTerms(t.db, row.id)).filter(
      (x) => accepting === true || x.companyId === null,
    );
    if (terms.length > 0) {
      await acceptTerms(t.db, {
        userId: row.id,
        termsIds: terms.map((x) => x.id),
        ip: '127.0.0.1',
        at: t.clock.now,
      });
    }
  }
  const user = { id: row.id, company, username, email, fullName, password, roleId: role?.id ?? null };
  const session = await signIn(t, user);
  return { ...user, token: session.token, session };
}

/** A business administrator (every company permission) of `company`, or of a new company. */
export const createAdmin = (t: TestApp, options: Omit<UserOptions, 'permissions'> = {}) =>
  createUser(t, { ...options, permissions: BUSINESS_ADMIN_PERMISSIONS });

/**
 * A platform administrator: a user of the platform company holding its administrator role, both
 * from the platform seed every installation has.
 */
export async function createPlatformAdmin(t: TestApp, options: Omit<UserOptions, 'company'> = {}) {
  const [row] = await t.db
    .select({ company: companies, roleId: roles.id })
    .from(companies)
    .innerJoin(roles, and(eq(roles.companyId, companies.id), eq(roles.name, PLATFORM_ADMIN_ROLE)))
    .where(eq(companies.name, PLATFORM_COMPANY_NAME));
  if (!row) throw new Error('the platform seed is missing');
  const company = testCompanyOf(row.company);
  return createUser(t, { ...options, company, roles: [{ id: row.roleId }, ...(options.roles ?? [])] });
}

/** Signs the user in again (a moved test clock expires access tokens): the login answer. */
export const signIn = (t: TestApp, user: { username: string; password: string }) =>
  t.login(user.username, user.password);

/** A container size in a category of its own, unless `category` is given. */
export async function createContainerSize(
  t: TestApp,
  options: { category?: Ref; size?: string; isoCode?: string } = {},
) {
  const n = nextNumber();
  const categoryId =
    options.category?.id ??
    (
      await t.db
        .insert(containerSizeCategories)
        .values({ code: `FACTORY_${n}`, name: `Factory sizes ${n}`, displayOrder: 99 })
        .returning({ id: containerSizeCategories.id })
    )[0]?.id;
  if (categoryId === undefined) throw new Error('container size category insert returned nothing');
  const [row] = await t.db
    .insert(containerSizes)
    .values({
      categoryId,
      size: options.size ?? `Factory size ${n}`,
      isoCode: options.isoCode ?? '22G1',
      displayOrder: n,
    })
    .returning({ id: containerSizes.id, size: containerSizes.size, categoryId: containerSizes.categoryId });
  if (!row) throw new Error('container size insert returned nothing');
  return row;
}
