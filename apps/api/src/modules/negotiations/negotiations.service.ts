import {
  answerKeepsNegotiating,
  type CounterOfferRequest,
  counterOfferProblem,
  type EnquiryStatus,
  enquiryStatusLabel,
  formatTierAmount,
  isBelowFloor,
  NEGOTIATION_DECISION,
  type NegotiationAnswerRequest,
  type NegotiationDecision,
  negotiatedPrice,
  PERMISSIONS,
  type QuoteLine,
  type QuoteStatus,
  restateToPrice,
  withoutVendorNames,
} from '@fastforward/domain';
import { and, asc, desc, eq, isNull, max, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import { negotiations, quoteOptions, quotes, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { dayOf } from '../../lib/validity';
import type { AuthContext } from '../../plugins/auth';
import { findNegotiationSettings } from '../negotiation-settings/negotiation-settings.service';
import { staffEnquiryLink, tellCustomer, tellForwarder, tellUsers } from '../rate-enquiries/enquiry-notices';
import {
  assertEnquiryVersion,
  type EnquiryRow,
  enquiryTransitions,
  loadCustomerEnquiry,
  loadStaffEnquiry,
  lockEnquiry,
} from '../rate-enquiries/enquiry-records';
import { vendorNamesOf } from '../vendors/vendor-names';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'clock'>;

const MESSAGES = {
  roundOpen: 'A counter-offer is already waiting for an answer',
  noOpenRound: 'This round has been answered already',
  roundNotFound: 'Negotiation round not found',
  optionNotFound: 'Quote option not found',
  notCurrentQuote:
    'This option belongs to a quote that is no longer current; counter an option of the latest quote',
  quoteSuperseded:
    'The quote of this round has been superseded: the price cannot move, reject the round instead',
  belowFloor:
    'The price is below the lowest price allowed without approval; an approver of negotiations must answer',
} as const;

const NEGOTIABLE: readonly EnquiryStatus[] = ['accepted', 'negotiating'];

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const approver = alias(users, 'approver');

const person = (id: number | null, fullName: string | null) =>
  id === null ? null : { id, fullName: fullName ?? '' };

/** The rounds matching `where`, oldest first, with the option and quote they are on. */
async function selectRounds(db: DbOrTx, where: SQL | undefined, side: 'forwarder' | 'customer') {
  const rows = await db
    .select({
      round: negotiations,
      quoteId: quotes.id,
      quoteNumber: quotes.number,
      optionTitle: quoteOptions.title,
      currency: quotes.baseCurrency,
      floorSell: quoteOptions.floorSell,
      requesterName: requester.fullName,
      deciderName: decider.fullName,
      approverName: approver.fullName,
    })
    .from(negotiations)
    .innerJoin(quoteOptions, eq(quoteOptions.id, negotiations.quoteOptionId))
    .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
    .innerJoin(requester, eq(requester.id, negotiations.requestedBy))
    .leftJoin(decider, eq(decider.id, negotiations.decidedBy))
    .leftJoin(approver, eq(approver.id, negotiations.approvedBy))
    .where(where)
    .orderBy(asc(negotiations.round));
  return rows.map(({ round: r, ...row }) => ({
    id: r.id,
    enquiryId: r.enquiryId,
    round: r.round,
    quoteOptionId: r.quoteOptionId,
    quoteId: row.quoteId,
    quoteNumber: row.quoteNumber,
    optionTitle: row.optionTitle,
    currency: row.currency,
    offeredSell: r.offeredSell,
    targetAmount: r.targetAmount,
    message: r.message,
    requestedBy: { id: r.requestedBy, fullName: row.requesterName },
    requestedAt: r.requestedAt,
    decision: r.decision as NegotiationDecision | null,
    decidedAmount: r.decidedAmount,
    decisionMessage: r.decisionMessage,
    decidedBy: person(r.decidedBy, row.deciderName),
    decidedAt: r.decidedAt,
    ...(side === 'forwarder'
      ? {
          floorSell: row.floorSell,
          isBelowFloor: r.isBelowFloor,
          approvedBy: person(r.approvedBy, row.approverName),
        }
      : { floorSell: null, isBelowFloor: null, approvedBy: null }),
  }));
}

const roundsOf = (db: DbOrTx, enquiry: { id: number; companyId: number }, side: 'forwarder' | 'customer') =>
  selectRounds(
    db,
    and(eq(negotiations.enquiryId, enquiry.id), eq(negotiations.companyId, enquiry.companyId)),
    side,
  );

/** The forwarder's view of an enquiry's rounds (with floors), and who may approve below the floor. */
export async function listStaffNegotiations(
  { db }: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  enquiryId: number,
) {
  const enquiry = await loadStaffEnquiry(db, auth, enquiryId);
  const [items, settings] = await Promise.all([
    roundsOf(db, enquiry, 'forwarder'),
    findNegotiationSettings(db, enquiry.companyId),
  ]);
  return { items, approvers: settings.approvers };
}

/** The customer's view of its enquiry's rounds: no floors, no approvers. */
export async function listCustomerNegotiations(
  { db }: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  enquiryId: number,
) {
  const enquiry = await loadCustomerEnquiry(db, auth, enquiryId);
  return { items: await roundsOf(db, enquiry, 'customer'), approvers: [] };
}

/** The option with its quote, on this enquiry of this company; another's is not found. */
async function findOption(tx: DbOrTx, enquiry: EnquiryRow, optionId: number) {
  const [option] = await tx
    .select({
      id: quoteOptions.id,
      title: quoteOptions.title,
      offeredSell: quoteOptions.offeredSell,
      floorSell: quoteOptions.floorSell,
      lines: quoteOptions.lines,
      baseCurrency: quotes.baseCurrency,
      quoteId: quotes.id,
      quoteNumber: quotes.number,
      quoteStatus: quotes.status,
      validTill: quotes.validTill,
    })
    .from(quoteOptions)
    .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
    .where(
      and(
        eq(quoteOptions.id, optionId),
        eq(quoteOptions.enquiryId, enquiry.id),
        eq(quoteOptions.companyId, enquiry.companyId),
      ),
    );
  return option ?? null;
}

/** The enquiry's latest sent quote (the customer's current one), or null before any is sent. */
async function latestSentQuoteId(tx: DbOrTx, enquiry: EnquiryRow) {
  const [row] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.enquiryId, enquiry.id),
        eq(quotes.companyId, enquiry.companyId),
        eq(quotes.status, 'sent' satisfies QuoteStatus),
      ),
    )
    .orderBy(desc(quotes.number))
    .limit(1);
  return row?.id ?? null;
}

const openRoundOf = async (tx: DbOrTx, enquiryId: number) =>
  (
    await tx
      .select({ id: negotiations.id })
      .from(negotiations)
      .where(and(eq(negotiations.enquiryId, enquiryId), isNull(negotiations.decision)))
  )[0] ?? null;

/** Refusals of concurrent writes, which the unique keys settle: one open round, one number per round. */
function concurrencyRefusal(error: unknown): AppError | null {
  const key = uniqueViolationOf(error);
  if (key === 'negotiations_open_key' || key === 'negotiations_enquiry_round_key') {
    return new AppError('CONFLICT', MESSAGES.roundOpen);
  }
  return null;
}

/**
 * The customer's counter-offer (PRODUCT §2.5) on an option of its enquiry's latest sent quote,
 * while the enquiry is Accepted or Negotiating and no round is open: the enquiry becomes
 * Negotiating, round n+1 keeps the price on the table, and the handler is told.
 */
export async function makeCounterOffer(
  deps: Deps,
  auth: AuthContext,
  enquiryId: number,
  input: CounterOfferRequest,
) {
  const loaded = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  const now = deps.clock();
  try {
    await deps.db.transaction(async (tx) => {
      const enquiry = await lockEnquiry(tx, loaded);
      if (!NEGOTIABLE.includes(enquiry.status as EnquiryStatus)) {
        throw AppError.fieldError(
          'status',
          `A counter-offer can be made only while the enquiry is Accepted or Negotiating; it is ${enquiryStatusLabel(enquiry.status)}`,
          'CONFLICT',
        );
      }
      if (await openRoundOf(tx, enquiry.id)) throw new AppError('CONFLICT', MESSAGES.roundOpen);
      const option = await findOption(tx, enquiry, input.quoteOptionId);
      if (!option || option.quoteStatus === ('draft' satisfies QuoteStatus)) {
        throw AppError.fieldError('quoteOptionId', MESSAGES.optionNotFound, 'NOT_FOUND');
      }
      if (option.quoteId !== (await latestSentQuoteId(tx, enquiry))) {
        throw AppError.fieldError('quoteOptionId', MESSAGES.notCurrentQuote, 'CONFLICT');
      }
      if (option.validTill < dayOf(now)) {
        throw AppError.fieldError(
          'quoteOptionId',
          `The quote was valid till ${option.validTill}; ask for a new quote`,
          'CONFLICT',
        );
      }
      const problem = counterOfferProblem(input.targetAmount, option.offeredSell);
      if (problem) throw AppError.fieldError('targetAmount', problem);

      if (enquiry.status === ('accepted' satisfies EnquiryStatus)) {
        await enquiryTransitions.move(tx, {
          companyId: enquiry.companyId,
          id: enquiry.id,
          expectedVersion: enquiry.version,
          to: 'negotiating' satisfies EnquiryStatus,
          remarks: `Counter-offer ${formatTierAmount(input.targetAmount)} on ${option.title}`,
          userId: auth.userId,
          at: now,
        });
      }
      const [last] = await tx
        .select({ round: max(negotiations.round) })
        .from(negotiations)
        .where(eq(negotiations.enquiryId, enquiry.id));
      const round = (last?.round ?? 0) + 1;
      await tx.insert(negotiations).values({
        companyId: enquiry.companyId,
        enquiryId: enquiry.id,
        quoteOptionId: option.id,
        round,
        offeredSell: option.offeredSell,
        targetAmount: input.targetAmount,
        message: input.message || null,
        requestedBy: auth.userId,
        requestedAt: now,
      });

      const customer = (await companyNameOf(tx, enquiry.customerCompanyId)) ?? 'Your customer';
      const notice = {
        title: `${customer} counter-offers on ${enquiry.reference}`,
        body: `${customer} asks ${formatTierAmount(input.targetAmount)} instead of ${option.offeredSell} for "${option.title}" (quote Q${option.quoteNumber}, round ${round}).${input.message ? ` Message: ${input.message}` : ''}`,
      };
      // The enquiry's handler: who attends it, else the customer's sales person, else pricing of its mode.
      const handler = enquiry.attendedBy ?? enquiry.salesPersonId;
      if (handler === null) await tellForwarder(deps, tx, enquiry, notice);
      else
        await tellUsers(deps, tx, enquiry.companyId, [handler], {
          ...notice,
          link: staffEnquiryLink(enquiry.id),
        });
    });
  } catch (error) {
    throw concurrencyRefusal(error) ?? error;
  }
  return listCustomerNegotiations(deps, auth, enquiryId);
}

/**
 * Pricing's answer to the open round. Accepted puts the target on the table, countered the counter
 * amount, rejected leaves the price; a price below the option's floor needs the approve-negotiation
 * permission and is recorded with its approver. The enquiry goes back to Accepted (the customer
 * may select or counter again) and the customer's users are told.
 */
export async function answerNegotiation(
  deps: Deps,
  auth: AuthContext,
  ids: { enquiryId: number; negotiationId: number },
  input: NegotiationAnswerRequest,
) {
  const loaded = await loadStaffEnquiry(deps.db, auth, ids.enquiryId, { handle: true });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const enquiry = await lockEnquiry(tx, loaded);
    assertEnquiryVersion(enquiry, input.version);
    const [round] = await tx
      .select()
      .from(negotiations)
      .where(
        and(
          eq(negotiations.id, ids.negotiationId),
          eq(negotiations.enquiryId, enquiry.id),
          eq(negotiations.companyId, enquiry.companyId),
        ),
      );
    if (!round) throw new AppError('NOT_FOUND', MESSAGES.roundNotFound);
    if (round.decision !== null) throw AppError.fieldError('decision', MESSAGES.noOpenRound, 'CONFLICT');
    if (enquiry.status !== ('negotiating' satisfies EnquiryStatus)) {
      throw AppError.fieldError(
        'status',
        `The enquiry is ${enquiryStatusLabel(enquiry.status)}, no longer Negotiating`,
        'CONFLICT',
      );
    }
    const option = await findOption(tx, enquiry, round.quoteOptionId);
    if (!option) throw new AppError('NOT_FOUND', MESSAGES.optionNotFound);
    if (input.decision !== 'rejected' && option.quoteStatus !== ('sent' satisfies QuoteStatus)) {
      throw AppError.fieldError('decision', MESSAGES.quoteSuperseded, 'CONFLICT');
    }
    const outcome = negotiatedPrice(round, input.decision, input.counterAmount);
    // The customer reads the message: a vendor's name typed in it is taken out (customerCopyOf's rule).
    const message = input.message
      ? withoutVendorNames(input.message, await vendorNamesOf(tx, enquiry.companyId))
      : '';
    const field = input.decision === 'countered' ? 'counterAmount' : 'decision';
    if ('problem' in outcome) throw AppError.fieldError(field, outcome.problem);
    const belowFloor = input.decision !== 'rejected' && isBelowFloor(outcome.price, option.floorSell);
    if (belowFloor && !auth.permissions.includes(PERMISSIONS.approveNegotiation)) {
      throw AppError.fieldError(field, MESSAGES.belowFloor, 'FORBIDDEN');
    }

    await tx
      .update(negotiations)
      .set({
        decision: input.decision,
        decidedAmount: input.decision === 'rejected' ? null : outcome.price,
        decisionMessage: message || null,
        decidedBy: auth.userId,
        decidedAt: now,
        isBelowFloor: belowFloor,
        approvedBy: belowFloor ? auth.userId : null,
      })
      .where(and(eq(negotiations.id, round.id), isNull(negotiations.decision)));
    if (input.decision !== 'rejected') {
      await tx
        .update(quoteOptions)
        .set({
          offeredSell: outcome.price,
          // The agreed price restates the lines (one adjustment line), so every screen, invoice and
          // profit figure that sums them reads the same price.
          lines: restateToPrice(option.lines as QuoteLine[], outcome.price, option.baseCurrency, round),
          ...(belowFloor ? { approvedBy: auth.userId, approvedAt: now } : {}),
        })
        .where(eq(quoteOptions.id, option.id));
    }
    // A counter waits for the customer: the enquiry stays Negotiating (its history keeps the round).
    if (!answerKeepsNegotiating(input.decision)) {
      await enquiryTransitions.move(tx, {
        companyId: enquiry.companyId,
        id: enquiry.id,
        expectedVersion: enquiry.version,
        to: 'accepted' satisfies EnquiryStatus,
        remarks: `Counter-offer ${NEGOTIATION_DECISION[input.decision].toLowerCase()}`,
        userId: auth.userId,
        at: now,
      });
    }

    const forwarder = (await companyNameOf(tx, enquiry.companyId)) ?? 'Your forwarder';
    const said = message ? ` Message: ${message}` : '';
    const what = {
      accepted: `accepted your counter-offer of ${outcome.price}`,
      countered: `offers ${outcome.price} in answer to your ${round.targetAmount}`,
      rejected: `kept the price at ${option.offeredSell} (your counter-offer of ${round.targetAmount} was rejected)`,
    }[input.decision];
    await tellCustomer(deps, tx, enquiry, {
      title: `${forwarder} answered your counter-offer on ${enquiry.reference}`,
      body: `${forwarder} ${what} for "${option.title}" (quote Q${option.quoteNumber}, round ${round.round}). You may now select this option or counter again.${said}`,
    });
  });
  return listStaffNegotiations(deps, auth, ids.enquiryId);
}
