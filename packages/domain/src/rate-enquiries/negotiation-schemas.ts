import { z } from 'zod';
import { pathIdSchema, proseSchema } from '../api/fields';
import { timestampSchema } from '../api/timestamps';
import { negotiationApproverSchema } from '../customer-kycs/settings-schemas';
import { fromHundredths, toHundredths } from '../customer-kycs/tiers';
import { rateAmountSchema, rateReferenceIdSchema } from '../rates/rate-fields';
import { NEGOTIATION_DECISIONS, type NegotiationDecision } from './codes';

export const NEGOTIATION_MESSAGE_MAX = 2000;

const pathId = pathIdSchema;

/** The path of an answer: the enquiry and the round. */
export const negotiationParamsSchema = z.strictObject({ id: pathId, negotiationId: pathId });

/** An amount greater than zero, as rateAmountSchema reads it (a number or its text). */
const positiveAmountSchema = (label: string) =>
  rateAmountSchema(label).refine((v) => Number(v) > 0, `${label} must be greater than 0`);

/** The customer's counter-offer on one option of the enquiry's latest sent quote. */
export const counterOfferRequestSchema = z.strictObject({
  quoteOptionId: rateReferenceIdSchema('Quote option'),
  targetAmount: positiveAmountSchema('Target amount'),
  message: proseSchema('Message', NEGOTIATION_MESSAGE_MAX).nullable().optional(),
});
export type CounterOfferRequest = z.infer<typeof counterOfferRequestSchema>;
export type CounterOfferRequestInput = z.input<typeof counterOfferRequestSchema>;

/**
 * Pricing's answer to the open round: accept the target, counter with an amount between the
 * target and the price on the table, or reject (the price stays). `version`: the enquiry's, as read.
 */
export const negotiationAnswerRequestSchema = z
  .strictObject({
    decision: z.enum(NEGOTIATION_DECISIONS, { error: 'Decision must be accepted, countered or rejected' }),
    counterAmount: positiveAmountSchema('Counter amount').nullable().optional(),
    message: proseSchema('Message', NEGOTIATION_MESSAGE_MAX).nullable().optional(),
    version: z
      .number({ error: 'Version must be a number' })
      .int('Version must be a whole number')
      .min(0)
      .optional(),
  })
  .superRefine((answer, ctx) => {
    const countered = answer.decision === 'countered';
    if (countered && answer.counterAmount == null) {
      ctx.addIssue({ code: 'custom', path: ['counterAmount'], message: 'Counter amount is required' });
    }
    if (!countered && answer.counterAmount != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['counterAmount'],
        message: 'Counter amount is given only with a counter-offer',
      });
    }
  });
export type NegotiationAnswerRequest = z.infer<typeof negotiationAnswerRequestSchema>;
export type NegotiationAnswerRequestInput = z.input<typeof negotiationAnswerRequestSchema>;

/** Why a target cannot be offered against the price on the table; null when it can. */
export function counterOfferProblem(target: string, offeredSell: string): string | null {
  if (toHundredths(target) >= toHundredths(offeredSell)) {
    return `Target amount must be below the offered price ${fromHundredths(toHundredths(offeredSell))}`;
  }
  return null;
}

/**
 * The price an answer puts on the table (accepted: the target; countered: the counter amount;
 * rejected: unchanged), or why it cannot: a counter must lie above the target and not above the
 * price offered before.
 */
export function negotiatedPrice(
  round: { targetAmount: string; offeredSell: string },
  decision: NegotiationDecision,
  counterAmount: string | null | undefined,
): { price: string } | { problem: string } {
  if (decision === 'accepted') return { price: fromHundredths(toHundredths(round.targetAmount)) };
  if (decision === 'rejected') return { price: fromHundredths(toHundredths(round.offeredSell)) };
  const counter = toHundredths(counterAmount ?? '0');
  if (counter <= toHundredths(round.targetAmount)) {
    return { problem: 'Counter amount must be above the customer’s target' };
  }
  if (counter > toHundredths(round.offeredSell)) {
    return { problem: 'Counter amount must not exceed the price offered before' };
  }
  return { price: fromHundredths(counter) };
}

/** Whether `price` lies below the option's floor (the lowest sell without approval). */
export const isBelowFloor = (price: string, floorSell: string) =>
  toHundredths(price) < toHundredths(floorSell);

const person = z.object({ id: z.number().int(), fullName: z.string() });

/** One round: the customer's counter-offer and, once given, pricing's answer, each with who and when. */
export const negotiationRoundSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  round: z.number().int(),
  quoteOptionId: z.number().int(),
  quoteId: z.number().int(),
  quoteNumber: z.number().int(),
  optionTitle: z.string(),
  /** The quote's base currency, which every amount of the round is in. */
  currency: z.string(),
  /** The price on the table when the customer countered. */
  offeredSell: z.string(),
  targetAmount: z.string(),
  message: z.string().nullable(),
  requestedBy: person,
  requestedAt: timestampSchema,
  /** Null while the round is open. */
  decision: z.enum(NEGOTIATION_DECISIONS).nullable(),
  decidedAmount: z.string().nullable(),
  decisionMessage: z.string().nullable(),
  decidedBy: person.nullable(),
  decidedAt: timestampSchema.nullable(),
  /** The floor, whether the decided price lies below it and who approved that: the forwarder's only (null for the customer). */
  floorSell: z.string().nullable(),
  isBelowFloor: z.boolean().nullable(),
  approvedBy: person.nullable(),
});
export type NegotiationRound = z.infer<typeof negotiationRoundSchema>;

/** The rounds of an enquiry, oldest first, and who may approve a price below the floor (the forwarder's only). */
export const negotiationListSchema = z.object({
  items: z.array(negotiationRoundSchema),
  approvers: z.array(negotiationApproverSchema),
});
export type NegotiationList = z.infer<typeof negotiationListSchema>;
