import {
  COMPANY_CATEGORY,
  emptyToNull,
  VENDOR_KIND,
  VENDOR_MESSAGES,
  type VendorKind,
  type VendorListQuery,
  type VendorMode,
  type VendorRequest,
  type VendorSearchQuery,
  type vendorSchema,
} from '@fastforward/domain';
import { and, type Column, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { companies, companySettings, vendorProfiles, vendors } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPage } from '../../lib/list-query';
import { createCompanyRecordService, type RecordScope } from '../company-records/company-records.service';

/** The categories a forwarder may add as a registered vendor: vendors, and other forwarders (PRODUCT §1). */
export const VENDOR_COMPANY_CATEGORIES = [
  COMPANY_CATEGORY.vendor,
  COMPANY_CATEGORY.freightForwarder,
] as const;

/** `column @> '["air"]'`: the jsonb list holds the value (served by a GIN index should lists grow). */
const jsonContains = (column: Column, value: unknown) => sql`${column} @> ${JSON.stringify(value)}::jsonb`;

const vendorCompany = alias(companies, 'vendor_company');
const vendorSettings = alias(companySettings, 'vendor_settings');

const kindOf = sql<VendorKind>`case when ${vendors.vendorCompanyId} is null
  then ${VENDOR_KIND.email} else ${VENDOR_KIND.registered} end`;
/** A registered vendor shows its company as it is now; an e-mail vendor what the forwarder typed. */
const nameOf = sql<string>`coalesce(${vendorCompany.name}, ${vendors.name})`;
const contactEmailOf = sql<string | null>`coalesce(${vendors.contactEmail}, ${vendorSettings.contactEmail})`;

type VendorItem = z.input<typeof vendorSchema>;

/** An approved vendor or forwarder other than the caller, which a registered vendor must be. */
async function findVendorCompany(tx: DbOrTx, scope: RecordScope, companyId: number) {
  if (companyId === scope.companyId) throw AppError.fieldError('vendorCompanyId', VENDOR_MESSAGES.ownCompany);
  const [row] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        eq(companies.isSystemVerified, true),
        inArray(companies.categoryCode, VENDOR_COMPANY_CATEGORIES),
      ),
    );
  if (!row) throw AppError.fieldError('vendorCompanyId', VENDOR_MESSAGES.notAVendorCompany, 'NOT_FOUND');
  return row;
}

/** On update: the record's kind and company stay; the body must say the same. */
async function assertSameVendor(tx: DbOrTx, scope: RecordScope, id: number, input: VendorRequest) {
  const [row] = await tx
    .select({ vendorCompanyId: vendors.vendorCompanyId })
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.companyId, scope.companyId)));
  const kind = row?.vendorCompanyId == null ? VENDOR_KIND.email : VENDOR_KIND.registered;
  if (kind !== input.kind) throw AppError.fieldError('kind', VENDOR_MESSAGES.kindUnchangeable);
  if (input.kind === VENDOR_KIND.registered && row?.vendorCompanyId !== input.vendorCompanyId) {
    throw AppError.fieldError('vendorCompanyId', VENDOR_MESSAGES.kindUnchangeable);
  }
}

/** The forwarder's vendor list (issue 10): registered vendor companies and e-mail-only vendors. */
export const vendorsService = createCompanyRecordService<VendorListQuery, VendorRequest, VendorItem>({
  table: vendors,
  label: 'Vendor',
  columns: {
    id: vendors.id,
    kind: kindOf,
    vendorCompanyId: vendors.vendorCompanyId,
    name: nameOf,
    contactName: vendors.contactName,
    contactEmail: contactEmailOf,
    modes: vendors.modes,
    remarks: vendors.remarks,
    countryCode: sql<string | null>`${vendorSettings.countryCode}`,
    createdAt: vendors.createdAt,
  },
  joins: (query) =>
    query
      .leftJoin(vendorCompany, eq(vendorCompany.id, vendors.vendorCompanyId))
      .leftJoin(vendorSettings, eq(vendorSettings.companyId, vendors.vendorCompanyId)),
  search: (pattern) => or(ilike(nameOf, pattern), ilike(contactEmailOf, pattern)),
  filters: (query) => [
    query.kind === undefined
      ? undefined
      : query.kind === VENDOR_KIND.registered
        ? isNotNull(vendors.vendorCompanyId)
        : isNull(vendors.vendorCompanyId),
    query.mode ? jsonContains(vendors.modes, [query.mode]) : undefined,
  ],
  sorts: { name: nameOf, createdAt: vendors.createdAt },
  async toValues(tx, scope, input, id) {
    const isNew = id === undefined;
    if (!isNew) await assertSameVendor(tx, scope, id, input);
    const common = { modes: input.modes, remarks: emptyToNull(input.remarks) };
    const creator = isNew ? { createdBy: scope.userId } : {};
    if (input.kind === VENDOR_KIND.registered) {
      if (!isNew) return common;
      const company = await findVendorCompany(tx, scope, input.vendorCompanyId);
      return { ...common, ...creator, vendorCompanyId: input.vendorCompanyId, name: company.name };
    }
    return {
      ...common,
      ...creator,
      name: input.name,
      contactName: emptyToNull(input.contactName),
      contactEmail: input.contactEmail,
    };
  },
  conflicts: {
    vendors_company_vendor_key: { field: 'vendorCompanyId', message: VENDOR_MESSAGES.alreadyInList },
    vendors_company_email_key: { field: 'contactEmail', message: VENDOR_MESSAGES.emailInList },
  },
  toItem: (row) => row as VendorItem,
});

const profileModes = sql<VendorMode[]>`coalesce(${vendorProfiles.modes}, '[]'::jsonb)`;
const profileLanes = sql<
  { originCountryCode: string; destinationCountryCode: string }[]
>`coalesce(${vendorProfiles.lanes}, '[]'::jsonb)`;

/**
 * Registered vendor companies a forwarder may add (approved vendors and forwarders other than
 * itself), by name, country and what their vendor profile serves; `isInMyList` marks those it has.
 */
export async function searchVendorCompanies(db: Db, callerCompanyId: number, query: VendorSearchQuery) {
  const mine = alias(vendors, 'my_vendor');
  const lane = {
    ...(query.originCountryCode ? { originCountryCode: query.originCountryCode } : {}),
    ...(query.destinationCountryCode ? { destinationCountryCode: query.destinationCountryCode } : {}),
  };
  return findPage(
    db,
    {
      from: companies,
      columns: {
        companyId: companies.id,
        name: companies.name,
        countryCode: sql<string | null>`${companySettings.countryCode}`,
        modes: profileModes,
        lanes: profileLanes,
        description: sql<string | null>`${vendorProfiles.description}`,
        isInMyList: sql<boolean>`${mine.id} is not null`,
      },
      joins: (q) =>
        q
          .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
          .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
          .leftJoin(mine, and(eq(mine.companyId, callerCompanyId), eq(mine.vendorCompanyId, companies.id))),
      where: and(
        eq(companies.isSystemVerified, true),
        inArray(companies.categoryCode, VENDOR_COMPANY_CATEGORIES),
        ne(companies.id, callerCompanyId),
      ),
      search: (pattern) => ilike(companies.name, pattern),
      filters: [
        query.countryCode ? eq(companySettings.countryCode, query.countryCode) : undefined,
        query.mode ? jsonContains(vendorProfiles.modes, [query.mode]) : undefined,
        // One object holding both ends: the same lane serves origin and destination.
        Object.keys(lane).length > 0 ? jsonContains(vendorProfiles.lanes, [lane]) : undefined,
      ],
      sorts: { name: companies.name },
    },
    { ...query, sort: 'name', order: 'asc' },
  );
}
