import {
  CUSTOMERS_ACCESS,
  emptyToNull,
  type KycStatus,
  LEAD_MESSAGES,
  LEAD_SETTING_KIND,
  type LeadListQuery,
  type LeadRequest,
  type LeadSettingKind,
  type leadSchema,
} from '@fastforward/domain';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { customerKycs, leadSettings, leads, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { createCompanyRecordService, type RecordScope } from '../company-records/company-records.service';
import { checkCompanyReferences } from '../company-records/references';
import { inviteCustomerIn } from '../customer-kycs/customer-kycs.service';

type LeadItem = z.input<typeof leadSchema>;

/** What the list and the item read, flat; `toItem` nests it. */
type LeadRow = {
  id: number;
  companyName: string;
  contactName: string;
  email: string | null;
  phone: string | null;
  sourceId: number | null;
  sourceName: string | null;
  stageId: number | null;
  stageName: string | null;
  stageIsClosed: boolean | null;
  ownerId: number | null;
  ownerName: string | null;
  nextFollowUpAt: Date | null;
  notes: string | null;
  kycId: number | null;
  kycStatus: KycStatus | null;
  kycCustomerCompanyId: number | null;
  convertedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const sources = alias(leadSettings, 'lead_sources');
const stages = alias(leadSettings, 'lead_stages');
const owners = alias(users, 'lead_owners');

/** A setting of the company and of `kind`, or a 400 on `field`: another company's id is refused. */
async function assertSetting(
  tx: DbOrTx,
  companyId: number,
  kind: LeadSettingKind,
  id: number,
  field: 'sourceId' | 'stageId',
) {
  const [row] = await tx
    .select({ id: leadSettings.id })
    .from(leadSettings)
    .where(and(eq(leadSettings.id, id), eq(leadSettings.companyId, companyId), eq(leadSettings.kind, kind)));
  if (!row) {
    throw AppError.fieldError(
      field,
      kind === LEAD_SETTING_KIND.source ? LEAD_MESSAGES.source : LEAD_MESSAGES.stage,
    );
  }
}

/**
 * The company's first stage (by its order) that is closed or open as asked and, when `also` says
 * so, matches it.
 */
async function firstStage(tx: DbOrTx, companyId: number, isClosed: boolean, also?: SQL) {
  const [row] = await tx
    .select({ id: leadSettings.id })
    .from(leadSettings)
    .where(
      and(
        eq(leadSettings.companyId, companyId),
        eq(leadSettings.kind, LEAD_SETTING_KIND.stage),
        eq(leadSettings.isClosed, isClosed),
        also,
      ),
    )
    .orderBy(asc(leadSettings.displayOrder), asc(leadSettings.id))
    .limit(1);
  return row?.id ?? null;
}

/** The company's first open stage: where a new lead starts unless told. */
const firstOpenStage = (tx: DbOrTx, companyId: number) => firstStage(tx, companyId, false);

/**
 * The closing stage a converted lead moves to: the company's first closed stage named like a win
 * ('Won', 'Closed won', 'Converted'); none, and the lead keeps its stage (docs/decisions.md).
 */
const wonStage = (tx: DbOrTx, companyId: number) =>
  firstStage(tx, companyId, true, sql`${leadSettings.name} ~* '\\m(won|converted)\\M'`);

/**
 * Leads as company records: the caller's company only (another's is a 404), its sources, stages
 * and staff only as references (400 on the field otherwise). `nextFollowUpAt` is kept by the
 * follow-ups, never written here.
 */
export const leadService = createCompanyRecordService<LeadListQuery, LeadRequest, LeadItem>({
  table: leads,
  label: 'Lead',
  columns: {
    id: leads.id,
    companyName: leads.companyName,
    contactName: leads.contactName,
    email: leads.email,
    phone: leads.phone,
    sourceId: leads.sourceId,
    sourceName: sql<string | null>`${sources.name}`,
    stageId: leads.stageId,
    stageName: sql<string | null>`${stages.name}`,
    stageIsClosed: sql<boolean | null>`${stages.isClosed}`,
    ownerId: leads.ownerId,
    ownerName: sql<string | null>`${owners.fullName}`,
    nextFollowUpAt: leads.nextFollowUpAt,
    notes: leads.notes,
    kycId: leads.kycId,
    kycStatus: sql<KycStatus | null>`${customerKycs.status}`,
    kycCustomerCompanyId: sql<number | null>`${customerKycs.customerCompanyId}`,
    convertedAt: leads.convertedAt,
    createdAt: leads.createdAt,
    updatedAt: leads.updatedAt,
  },
  joins: (query) =>
    query
      .leftJoin(sources, eq(sources.id, leads.sourceId))
      .leftJoin(stages, eq(stages.id, leads.stageId))
      .leftJoin(owners, eq(owners.id, leads.ownerId))
      .leftJoin(customerKycs, eq(customerKycs.id, leads.kycId)),
  search: (pattern) =>
    or(
      ilike(leads.companyName, pattern),
      ilike(leads.contactName, pattern),
      ilike(leads.email, pattern),
      ilike(leads.phone, pattern),
    ),
  filters: (query) => [
    query.stageId ? eq(leads.stageId, query.stageId) : undefined,
    query.sourceId ? eq(leads.sourceId, query.sourceId) : undefined,
    query.ownerId ? eq(leads.ownerId, query.ownerId) : undefined,
    query.converted === undefined
      ? undefined
      : query.converted
        ? isNotNull(leads.convertedAt)
        : isNull(leads.convertedAt),
  ],
  sorts: {
    createdAt: leads.createdAt,
    companyName: sql`lower(${leads.companyName})`,
    nextFollowUpAt: leads.nextFollowUpAt,
    updatedAt: leads.updatedAt,
  },
  async toValues(tx, scope, input, id) {
    const isNew = id === undefined;
    if (input.sourceId)
      await assertSetting(tx, scope.companyId, LEAD_SETTING_KIND.source, input.sourceId, 'sourceId');
    if (input.stageId)
      await assertSetting(tx, scope.companyId, LEAD_SETTING_KIND.stage, input.stageId, 'stageId');
    const ownerId = input.ownerId ?? (isNew ? scope.userId : null);
    await checkCompanyReferences(tx, scope.companyId, {
      staff: { id: ownerId, fail: () => AppError.fieldError('ownerId', LEAD_MESSAGES.owner) },
    });
    const stageId = input.stageId ?? (isNew ? await firstOpenStage(tx, scope.companyId) : null);
    return {
      companyName: input.companyName,
      contactName: input.contactName,
      email: emptyToNull(input.email),
      phone: emptyToNull(input.phone),
      sourceId: input.sourceId ?? null,
      stageId,
      ownerId,
      notes: emptyToNull(input.notes),
      updatedAt: scope.now,
      ...(isNew ? { createdBy: scope.userId, createdAt: scope.now } : {}),
    };
  },
  toItem: (row) => {
    // The row is exactly `columns` (a dynamic select's row is untyped).
    const r = row as LeadRow;
    const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
    return {
      id: r.id,
      companyName: r.companyName,
      contactName: r.contactName,
      email: r.email,
      phone: r.phone,
      source: ref(r.sourceId, r.sourceName),
      stage:
        r.stageId === null
          ? null
          : { id: r.stageId, name: r.stageName ?? '', isClosed: Boolean(r.stageIsClosed) },
      owner: r.ownerId === null ? null : { id: r.ownerId, fullName: r.ownerName ?? '' },
      nextFollowUpAt: r.nextFollowUpAt,
      notes: r.notes,
      kyc:
        r.kycId === null || r.kycStatus === null
          ? null
          : { id: r.kycId, status: r.kycStatus, customerCompanyId: r.kycCustomerCompanyId },
      convertedAt: r.convertedAt,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  },
});

const holdsAny = (auth: AuthContext, wanted: readonly string[]) =>
  wanted.some((permission) => auth.permissions.includes(permission));

/**
 * Converts a lead: the customer KYC invitation of the Customers module (its rules: one open KYC per
 * address, the owner as the sales person) is sent, and the lead records it, in one transaction. A
 * lead converts once (409). The caller must be allowed to invite customers as well.
 */
export async function convertLead(deps: AppDeps, auth: AuthContext, id: number): Promise<LeadItem> {
  const scope: RecordScope = { companyId: auth.companyId, userId: auth.userId, now: deps.clock() };
  await deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), eq(leads.companyId, auth.companyId)))
      .for('update');
    if (!lead) throw new AppError('NOT_FOUND', LEAD_MESSAGES.notFound);
    if (!holdsAny(auth, CUSTOMERS_ACCESS.create))
      throw new AppError('FORBIDDEN', LEAD_MESSAGES.convertPermission);
    if (lead.kycId !== null) throw AppError.fieldError('id', LEAD_MESSAGES.converted, 'CONFLICT');
    if (!lead.email) throw AppError.fieldError('email', LEAD_MESSAGES.emailNeeded);
    const kycId = await inviteCustomerIn(tx, deps, auth, {
      email: lead.email,
      companyName: lead.companyName,
      ...(lead.ownerId === null ? {} : { salesPersonId: lead.ownerId }),
    });
    const won = await wonStage(tx, auth.companyId);
    await tx
      .update(leads)
      .set({ kycId, convertedAt: scope.now, updatedAt: scope.now, ...(won === null ? {} : { stageId: won }) })
      .where(and(eq(leads.id, id), eq(leads.companyId, auth.companyId)));
  });
  return leadService.find(deps.db, scope, id);
}
