import {
  type AnswerSource,
  ENQUIRY_FORWARD_MESSAGES,
  type EnquiryStatus,
  FORWARD_LINK_TTL_DAYS,
  FORWARD_OUTCOME,
  type ForwardAnswerLine,
  type ForwardRequest,
  type ForwardResult,
  type ForwardStatus,
  forwardDeadlineProblem,
  forwardReminderAt,
  type forwardSchema,
  type RequiredCharge,
} from '@fastforward/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  enquiryForwards,
  forwardAnswers,
  rateEnquiries,
  shippingCompanies,
  users,
  vendors,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createOpaqueToken, hashToken } from '../../lib/crypto';
import type { AuthContext } from '../../plugins/auth';
import {
  containerSizeNamesOf,
  type EnquiryJoined,
  enquiryColumns,
  loadStaffEnquiry,
  namedRef,
  toEnquiry,
  withEnquiryJoins,
} from '../rate-enquiries/enquiry-records';
import { type ForwardAsk, tellVendor, type VendorBrief } from './forward-notices';
import { forwardTransitions } from './forward-transitions';

/**
 * Forwarding an accepted enquiry to vendors of the forwarder's vendor list (PRODUCT §2.2): one
 * forward per (enquiry, vendor), each starting Received, the vendor told in the app or by its
 * link, and one reminder before the deadline to those that have not answered.
 */

export const FORWARD_REMINDER_JOB = 'enquiry-forward-reminder';
type ReminderJob = { forwardIds: number[]; remindAt: string };

const DAY_MS = 86_400_000;

/** The enquiry statuses that take forwards: accepted, and while its customer negotiates. */
export const FORWARDABLE_STATUSES: readonly EnquiryStatus[] = ['accepted', 'negotiating'];

type Caller = Pick<AuthContext, 'companyId' | 'userId' | 'permissions'>;
type ForwardItem = z.input<typeof forwardSchema>;

/** The enquiry as its vendors may read it (the cargo and route; vendor-safe fields are picked when told). */
async function loadBrief(tx: DbOrTx, enquiryId: number): Promise<VendorBrief> {
  const [joined] = await withEnquiryJoins(tx.select(enquiryColumns).from(rateEnquiries)).where(
    eq(rateEnquiries.id, enquiryId),
  );
  if (!joined) throw new AppError('NOT_FOUND', 'Enquiry not found');
  const row = (joined as EnquiryJoined).row;
  return toEnquiry(joined as EnquiryJoined, {
    showSmsNumber: false,
    containerSizeNames: await containerSizeNamesOf(tx, [row]),
  });
}

type ListedVendor = {
  id: number;
  name: string;
  vendorCompanyId: number | null;
  contactEmail: string | null;
  modes: unknown;
};

/** The vendors asked for, in the order asked, each one of the caller's list that serves the mode (else 400 naming it). */
async function findVendors(
  tx: DbOrTx,
  companyId: number,
  vendorIds: readonly number[],
  mode: string,
): Promise<ListedVendor[]> {
  const rows = await tx
    .select({
      id: vendors.id,
      name: vendors.name,
      vendorCompanyId: vendors.vendorCompanyId,
      contactEmail: vendors.contactEmail,
      modes: vendors.modes,
    })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), inArray(vendors.id, [...vendorIds])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return vendorIds.map((id, index) => {
    const vendor = byId.get(id);
    const field = `vendorIds.${index}`;
    if (!vendor) throw AppError.fieldError(field, ENQUIRY_FORWARD_MESSAGES.vendorNotFound);
    if (!(vendor.modes as string[]).includes(mode)) {
      throw AppError.fieldError(field, `${vendor.name} is not a ${mode} vendor of your list`);
    }
    if (vendor.vendorCompanyId === null && !vendor.contactEmail) {
      throw AppError.fieldError(field, `${vendor.name}: ${ENQUIRY_FORWARD_MESSAGES.noEmail}`);
    }
    return vendor;
  });
}

export function createEnquiryForwardService(deps: AppDeps) {
  const { db, jobs, clock } = deps;

  /**
   * One reminder per forward that is still Received when it runs (an answered or declined one,
   * or one whose enquiry has closed or whose deadline has passed, gets none), marked reminded_at.
   * An e-mail-only vendor gets a fresh link: only the token's hash is stored, so the first one
   * cannot be mailed again, and the new one replaces it (same expiry).
   */
  async function remindOne(forwardId: number, now: Date) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: enquiryForwards.id,
          companyId: enquiryForwards.companyId,
          enquiryId: enquiryForwards.enquiryId,
          requiredCharges: enquiryForwards.requiredCharges,
          deadlineAt: enquiryForwards.deadlineAt,
          message: enquiryForwards.message,
          tokenExpiresAt: enquiryForwards.tokenExpiresAt,
          name: vendors.name,
          vendorCompanyId: enquiryForwards.vendorCompanyId,
          contactEmail: vendors.contactEmail,
        })
        .from(enquiryForwards)
        .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryForwards.enquiryId))
        .innerJoin(vendors, eq(vendors.id, enquiryForwards.vendorId))
        .where(
          and(
            eq(enquiryForwards.id, forwardId),
            eq(enquiryForwards.status, 'received' satisfies ForwardStatus),
            isNull(enquiryForwards.remindedAt),
            gt(enquiryForwards.deadlineAt, now),
            inArray(rateEnquiries.status, [...FORWARDABLE_STATUSES]),
          ),
        )
        .for('update', { of: enquiryForwards });
      if (!row) return;
      const token = row.vendorCompanyId === null ? createOpaqueToken() : null;
      await tx
        .update(enquiryForwards)
        .set({ remindedAt: now, ...(token ? { tokenHash: hashToken(token) } : {}) })
        .where(eq(enquiryForwards.id, row.id));
      const ask: ForwardAsk = {
        requiredCharges: row.requiredCharges as RequiredCharge[],
        deadlineAt: row.deadlineAt,
        message: row.message,
      };
      await tellVendor(tx, deps, { ...row, forwardId: row.id }, await loadBrief(tx, row.enquiryId), ask, {
        token,
        isReminder: true,
        linkExpiresAt: row.tokenExpiresAt,
      });
    });
  }

  jobs.define<ReminderJob>(FORWARD_REMINDER_JOB, async ({ forwardIds, remindAt }) => {
    const now = clock();
    const due = new Date(remindAt);
    // The queue runs by the database's clock, the reminder by the app's: early, it waits again.
    if (now < due) {
      await jobs.enqueue(db, FORWARD_REMINDER_JOB, { forwardIds, remindAt }, { startAfter: due });
      return;
    }
    for (const id of forwardIds) await remindOne(id, now);
  });

  /**
   * Forwards the enquiry to each vendor asked, in one transaction: a new forward (Received, its
   * first history row, the vendor told) or, for a vendor asked before, 'Already Forwarded'. The
   * unique (enquiry, vendor) key decides under any concurrency (insert … on conflict do nothing).
   */
  async function forwardEnquiry(
    auth: Caller,
    enquiryId: number,
    body: ForwardRequest,
  ): Promise<ForwardResult[]> {
    const enquiry = await loadStaffEnquiry(db, auth, enquiryId, { handle: true });
    const now = clock();
    return db.transaction(async (tx) => {
      // Locked: a cancel or a reject waits for the forwards, or they see it.
      const [locked] = await tx
        .select({ status: rateEnquiries.status })
        .from(rateEnquiries)
        .where(and(eq(rateEnquiries.id, enquiry.id), eq(rateEnquiries.companyId, auth.companyId)))
        .for('update');
      if (!locked || !FORWARDABLE_STATUSES.includes(locked.status as EnquiryStatus)) {
        throw AppError.fieldError('status', ENQUIRY_FORWARD_MESSAGES.notForwardable, 'CONFLICT');
      }
      const deadlineAt = new Date(body.deadlineAt);
      const problem = forwardDeadlineProblem(deadlineAt, now);
      if (problem) throw AppError.fieldError('deadlineAt', problem);
      const vendorIds = [...new Set(body.vendorIds)];
      const listed = await findVendors(tx, auth.companyId, vendorIds, enquiry.mode);
      const requiredCharges = [...new Set(body.requiredCharges)];
      const ask: ForwardAsk = { requiredCharges, deadlineAt, message: body.message || null };
      // The link works the whole time the answer is wanted: the deadline is at most its life away.
      const linkExpiresAt = new Date(now.getTime() + FORWARD_LINK_TTL_DAYS * DAY_MS);
      let brief: VendorBrief | null = null;
      const results: ForwardResult[] = [];
      const created: number[] = [];
      for (const vendor of listed) {
        const token = vendor.vendorCompanyId === null ? createOpaqueToken() : null;
        const [row] = await tx
          .insert(enquiryForwards)
          .values({
            companyId: auth.companyId,
            enquiryId: enquiry.id,
            vendorId: vendor.id,
            vendorCompanyId: vendor.vendorCompanyId,
            status: 'received' satisfies ForwardStatus,
            requiredCharges,
            deadlineAt,
            tokenHash: token ? hashToken(token) : null,
            tokenExpiresAt: token ? linkExpiresAt : null,
            message: ask.message,
            forwardedBy: auth.userId,
            forwardedAt: now,
          })
          .onConflictDoNothing({ target: [enquiryForwards.enquiryId, enquiryForwards.vendorId] })
          .returning({ id: enquiryForwards.id });
        if (!row) {
          const [existing] = await tx
            .select({ id: enquiryForwards.id })
            .from(enquiryForwards)
            .where(and(eq(enquiryForwards.enquiryId, enquiry.id), eq(enquiryForwards.vendorId, vendor.id)));
          if (!existing) throw new Error('a conflicting forward was not found');
          results.push({
            vendorId: vendor.id,
            vendorName: vendor.name,
            forwardId: existing.id,
            outcome: 'alreadyForwarded',
            label: FORWARD_OUTCOME.alreadyForwarded,
          });
          continue;
        }
        await forwardTransitions.recordInitialStatus(tx, {
          companyId: auth.companyId,
          id: row.id,
          status: 'received',
          userId: auth.userId,
          at: now,
        });
        brief ??= await loadBrief(tx, enquiry.id);
        await tellVendor(tx, deps, { ...vendor, companyId: auth.companyId, forwardId: row.id }, brief, ask, {
          token,
          isReminder: false,
          linkExpiresAt: token ? linkExpiresAt : null,
        });
        created.push(row.id);
        results.push({
          vendorId: vendor.id,
          vendorName: vendor.name,
          forwardId: row.id,
          outcome: 'received',
          label: FORWARD_OUTCOME.received,
        });
      }
      if (created.length > 0) {
        const remindAt = forwardReminderAt(now, deadlineAt);
        await jobs.enqueue(
          tx,
          FORWARD_REMINDER_JOB,
          { forwardIds: created, remindAt: remindAt.toISOString() } satisfies ReminderJob,
          { startAfter: remindAt },
        );
      }
      return results;
    });
  }

  return { forwardEnquiry, listForwards: (auth: Caller, id: number) => listForwards(db, auth, id) };
}

const forwarders = alias(users, 'forward_forwarded_by');
const answerers = alias(users, 'forward_answer_entered_by');

/** The enquiry's forwards as the forwarder sees them, oldest first, each with its vendor and answer. */
export async function listForwards(db: DbOrTx, auth: Caller, enquiryId: number): Promise<ForwardItem[]> {
  const enquiry = await loadStaffEnquiry(db, auth, enquiryId);
  const rows = await db
    .select({
      forward: enquiryForwards,
      vendorName: vendors.name,
      vendorEmail: vendors.contactEmail,
      forwardedByName: forwarders.fullName,
      answer: {
        id: sql<number | null>`${forwardAnswers.id}`,
        source: sql<string | null>`${forwardAnswers.source}`,
        lines: forwardAnswers.lines,
        validFrom: sql<string | null>`${forwardAnswers.validFrom}`,
        validTill: sql<string | null>`${forwardAnswers.validTill}`,
        transitDays: forwardAnswers.transitDays,
        freeDays: forwardAnswers.freeDays,
        remarks: forwardAnswers.remarks,
        createdAt: sql<Date | null>`${forwardAnswers.createdAt}`.mapWith(forwardAnswers.createdAt),
      },
      lineId: sql<number | null>`${shippingCompanies.id}`,
      lineName: sql<string | null>`${shippingCompanies.name}`,
      enteredById: sql<number | null>`${answerers.id}`,
      enteredByName: sql<string | null>`${answerers.fullName}`,
    })
    .from(enquiryForwards)
    .innerJoin(vendors, eq(vendors.id, enquiryForwards.vendorId))
    .innerJoin(forwarders, eq(forwarders.id, enquiryForwards.forwardedBy))
    .leftJoin(forwardAnswers, eq(forwardAnswers.forwardId, enquiryForwards.id))
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, forwardAnswers.shippingCompanyId))
    .leftJoin(answerers, eq(answerers.id, forwardAnswers.enteredBy))
    .where(and(eq(enquiryForwards.enquiryId, enquiry.id), eq(enquiryForwards.companyId, auth.companyId)))
    .orderBy(asc(enquiryForwards.id));
  return rows.map(({ forward, answer, ...row }) => ({
    id: forward.id,
    enquiryId: forward.enquiryId,
    vendor: {
      id: forward.vendorId,
      name: row.vendorName,
      isRegistered: forward.vendorCompanyId !== null,
      email: row.vendorEmail,
    },
    status: forward.status as ForwardStatus,
    version: forward.version,
    requiredCharges: forward.requiredCharges as RequiredCharge[],
    deadlineAt: forward.deadlineAt,
    remindedAt: forward.remindedAt,
    message: forward.message,
    forwardedBy: { id: forward.forwardedBy, fullName: row.forwardedByName },
    forwardedAt: forward.forwardedAt,
    declineReason: forward.declineReason,
    answeredAt: forward.answeredAt,
    answer:
      answer === null || answer.id === null
        ? null
        : {
            id: answer.id,
            source: answer.source as AnswerSource,
            lines: answer.lines as ForwardAnswerLine[],
            shippingLine: namedRef(row.lineId, row.lineName),
            validFrom: answer.validFrom ?? '',
            validTill: answer.validTill ?? '',
            transitDays: answer.transitDays,
            freeDays: answer.freeDays,
            remarks: answer.remarks,
            enteredBy:
              row.enteredById === null ? null : { id: row.enteredById, fullName: row.enteredByName ?? '' },
            createdAt: answer.createdAt ?? new Date(0),
          },
  }));
}
