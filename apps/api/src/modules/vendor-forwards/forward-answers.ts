import {
  type AnswerSource,
  canRespond,
  ENQUIRY_ROUTES,
  type EnquiryStatus,
  enquiryPath,
  FORWARD_ANSWER_MESSAGES,
  FORWARD_NOTIFICATION_KIND,
  type ForwardAnswerRequest,
  type ForwardStatus,
  missingRequiredCharges,
  type PricingMode,
  REQUIRED_CHARGE,
  type RequiredCharge,
} from '@fastforward/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  currencies,
  enquiryForwards,
  forwardAnswers,
  rateEnquiries,
  shippingCompanies,
  vendors,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { dayOf } from '../../lib/validity';
import { usableBy } from '../company-records/references';
import { forwardTransitions } from '../enquiry-forwards/forward-transitions';
import { notifyUser } from '../notifications/notifications.service';
import { activeUsersOf } from '../rate-enquiries/enquiry-notices';

/** The enquiry statuses in which a vendor's answer is still of use: before the customer has chosen. */
const OPEN_ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['accepted', 'negotiating'];

/** A forward as the three answer doors load it (locked), with what the checks and the notice need. */
export type LockedForward = {
  id: number;
  companyId: number;
  enquiryId: number;
  vendorId: number;
  status: ForwardStatus;
  version: number;
  requiredCharges: RequiredCharge[];
  tokenExpiresAt: Date | null;
  enquiryStatus: EnquiryStatus;
  enquiryReference: string;
  mode: PricingMode;
  containers: { containerSizeId: number; count: number }[];
  attendedBy: number | null;
};

/**
 * The forward matching `where` (each door adds its own key: the vendor's company, the link's token
 * hash, the forwarder's enquiry), locked until the caller's transaction ends: concurrent answers to
 * one forward queue here, and every one after the first finds it answered.
 */
export async function lockForward(tx: DbOrTx, where: SQL | undefined): Promise<LockedForward | null> {
  const [row] = await tx
    .select({
      id: enquiryForwards.id,
      companyId: enquiryForwards.companyId,
      enquiryId: enquiryForwards.enquiryId,
      vendorId: enquiryForwards.vendorId,
      status: enquiryForwards.status,
      version: enquiryForwards.version,
      requiredCharges: enquiryForwards.requiredCharges,
      tokenExpiresAt: enquiryForwards.tokenExpiresAt,
      enquiryStatus: rateEnquiries.status,
      enquiryReference: rateEnquiries.reference,
      mode: rateEnquiries.mode,
      containers: rateEnquiries.containers,
      attendedBy: rateEnquiries.attendedBy,
    })
    .from(enquiryForwards)
    .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryForwards.enquiryId))
    .where(where)
    .for('update', { of: enquiryForwards });
  return row ? (row as LockedForward) : null;
}

/** Whether the forward still takes an answer or a decline. */
export const isAnswerable = (forward: Pick<LockedForward, 'status' | 'enquiryStatus'>) =>
  forward.status === 'received' && OPEN_ENQUIRY_STATUSES.includes(forward.enquiryStatus);

function assertAnswerable(forward: LockedForward) {
  if (forward.status !== 'received') throw new AppError('CONFLICT', FORWARD_ANSWER_MESSAGES.alreadyAnswered);
  if (!OPEN_ENQUIRY_STATUSES.includes(forward.enquiryStatus)) {
    throw new AppError('CONFLICT', FORWARD_ANSWER_MESSAGES.enquiryClosed);
  }
}

/**
 * What the answer points at must be known: each line's currency, its container size one of the
 * enquiry's, a per-container basis only on a container enquiry, the shipping line shipped or the
 * forwarder's own and of the enquiry's mode; every required charge priced by a line; the validity
 * not over. A 400 naming the field otherwise (lines.2.currency …).
 */
async function assertAnswerFits(
  tx: DbOrTx,
  forward: LockedForward,
  answer: ForwardAnswerRequest,
  today: string,
) {
  const codes = [...new Set(answer.lines.map((line) => line.currency))];
  const known = new Set(
    (await tx.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes))).map(
      (c) => c.code,
    ),
  );
  const sizes = new Set(forward.containers.map((c) => c.containerSizeId));
  answer.lines.forEach((line, i) => {
    if (!known.has(line.currency)) throw AppError.fieldError(`lines.${i}.currency`, 'Currency not found');
    if (line.basis === 'perContainer' && sizes.size === 0) {
      throw AppError.fieldError(
        `lines.${i}.basis`,
        'Per Container applies to container (FCL) enquiries only',
      );
    }
    if (line.containerSizeId != null && !sizes.has(line.containerSizeId)) {
      throw AppError.fieldError(`lines.${i}.containerSizeId`, 'Choose a container size of the enquiry');
    }
  });
  const missing = missingRequiredCharges(forward.requiredCharges, answer.lines);
  if (missing.length > 0) {
    throw AppError.fieldError(
      'lines',
      `Price every required charge; missing: ${missing.map((key) => REQUIRED_CHARGE[key]).join(', ')}`,
    );
  }
  if (answer.shippingCompanyId != null) {
    const [line] = await tx
      .select({ mode: shippingCompanies.shippingMode })
      .from(shippingCompanies)
      .where(
        and(
          eq(shippingCompanies.id, answer.shippingCompanyId),
          usableBy(forward.companyId, shippingCompanies.companyId),
        ),
      );
    if (!line) throw AppError.fieldError('shippingCompanyId', 'Shipping line not found');
    if (line.mode !== forward.mode) {
      throw AppError.fieldError('shippingCompanyId', `Choose a ${forward.mode} shipping line`);
    }
  }
  if (answer.validTill < today) throw AppError.fieldError('validTill', FORWARD_ANSWER_MESSAGES.validityPast);
}

/** Moves the forward; a move someone else made first is the one "already answered" answer. */
async function moveForward(
  tx: DbOrTx,
  forward: LockedForward,
  to: ForwardStatus,
  remarks: string | null,
  userId: number | null,
  at: Date,
) {
  try {
    await forwardTransitions.move(tx, {
      companyId: forward.companyId,
      id: forward.id,
      expectedVersion: forward.version,
      to,
      remarks,
      userId,
      at,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      throw new AppError('CONFLICT', FORWARD_ANSWER_MESSAGES.alreadyAnswered);
    }
    throw error;
  }
}

type NoticeDeps = Pick<AppDeps, 'mailer'> & { config: Pick<AppDeps['config'], 'publicAppUrl'> };

/**
 * Who at the forwarder hears of the vendor's response: the enquiry's handler (attended by), else
 * every active user who prices the enquiry's mode; never the user who entered it.
 */
async function findHandlers(tx: DbOrTx, forward: LockedForward, actorId: number | null) {
  const rows = await activeUsersOf(tx, forward.companyId);
  return rows.filter(
    (u) =>
      u.id !== actorId &&
      (forward.attendedBy !== null ? u.id === forward.attendedBy : canRespond(u.permissions, forward.mode)),
  );
}

/** Tells the forwarder's handler in-app and by e-mail (the outbox, in the same transaction). */
async function notifyHandlers(
  tx: DbOrTx,
  deps: NoticeDeps,
  forward: LockedForward,
  actorId: number | null,
  notice: { kind: string; title: string; body: string },
) {
  const link = enquiryPath(ENQUIRY_ROUTES.enquiry, { id: forward.enquiryId });
  for (const handler of await findHandlers(tx, forward, actorId)) {
    await notifyUser(tx, handler.id, { ...notice, link });
    await deps.mailer.send(
      {
        to: handler.email,
        companyId: forward.companyId,
        subject: notice.title,
        text: `${notice.body}\n\nOpen the enquiry: ${deps.config.publicAppUrl}${link}`,
      },
      tx,
    );
  }
}

async function vendorNameOf(tx: DbOrTx, vendorId: number) {
  const [row] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.name ?? 'The vendor';
}

export type AnswerDeps = NoticeDeps & Pick<AppDeps, 'clock'>;

/**
 * Stores a vendor's answer to a forward the caller has locked (lockForward): the one writer of
 * forward_answers, whichever door it came through (the vendor in the app, the link, pricing by
 * hand). In the caller's transaction: checks, the answer row (one per forward: the unique key
 * refuses a second whatever the concurrency), Received → Accepted with its history, the time, and
 * the notice to the forwarder's handler.
 */
export async function storeForwardAnswer(
  tx: DbOrTx,
  deps: AnswerDeps,
  forward: LockedForward,
  answer: ForwardAnswerRequest,
  source: AnswerSource,
  userId: number | null,
): Promise<void> {
  assertAnswerable(forward);
  const now = deps.clock();
  await assertAnswerFits(tx, forward, answer, dayOf(now, 0));
  try {
    await tx.insert(forwardAnswers).values({
      companyId: forward.companyId,
      forwardId: forward.id,
      enquiryId: forward.enquiryId,
      source,
      lines: answer.lines,
      shippingCompanyId: answer.shippingCompanyId ?? null,
      validFrom: answer.validFrom,
      validTill: answer.validTill,
      transitDays: answer.transitDays ?? null,
      freeDays: answer.freeDays ?? null,
      remarks: answer.remarks || null,
      enteredBy: userId,
      createdAt: now,
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'forward_answers_forward_key') {
      throw new AppError('CONFLICT', FORWARD_ANSWER_MESSAGES.alreadyAnswered);
    }
    throw error;
  }
  await moveForward(tx, forward, 'accepted', null, userId, now);
  await tx.update(enquiryForwards).set({ answeredAt: now }).where(eq(enquiryForwards.id, forward.id));
  const vendor = await vendorNameOf(tx, forward.vendorId);
  const by = source === 'manual' ? ' (entered by pricing)' : '';
  await notifyHandlers(tx, deps, forward, userId, {
    kind: FORWARD_NOTIFICATION_KIND.answered,
    title: `${vendor} answered ${forward.enquiryReference}`,
    body: `${vendor} sent rates for ${forward.enquiryReference}${by}, valid ${answer.validFrom} to ${answer.validTill}.`,
  });
}

/** The vendor declines (Received → Rejected) with its reason; the handler is told. */
export async function storeForwardDecline(
  tx: DbOrTx,
  deps: AnswerDeps,
  forward: LockedForward,
  reason: string,
  userId: number | null,
): Promise<void> {
  assertAnswerable(forward);
  const now = deps.clock();
  await moveForward(tx, forward, 'rejected', reason, userId, now);
  await tx
    .update(enquiryForwards)
    .set({ declineReason: reason, answeredAt: now })
    .where(eq(enquiryForwards.id, forward.id));
  const vendor = await vendorNameOf(tx, forward.vendorId);
  await notifyHandlers(tx, deps, forward, userId, {
    kind: FORWARD_NOTIFICATION_KIND.declined,
    title: `${vendor} declined ${forward.enquiryReference}`,
    body: `${vendor} declined to quote for ${forward.enquiryReference}: ${reason}`,
  });
}
