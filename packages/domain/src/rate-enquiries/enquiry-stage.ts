import { z } from 'zod';
import { timestampSchema } from '../api/timestamps';
import type { EnquiryStatus, NegotiationDecision } from './codes';

/**
 * Where an enquiry stands within its SPEC §4 status (issue 24): the status stays the contract,
 * the stage says whose move it is. Negotiating lasts while a round is open (the forwarder must
 * answer) or countered (the customer must answer); an accepted or rejected counter-offer, or the
 * customer's selection, ends it (docs/decisions.md).
 */
export const ENQUIRY_STAGES = [
  'awaitingQuote',
  'quoteSent',
  'counterWaitingForwarder',
  'counterWaitingCustomer',
] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

/** Each stage as each side reads it. */
export const ENQUIRY_STAGE_LABELS: Record<'staff' | 'customer', Record<EnquiryStage, string>> = {
  staff: {
    awaitingQuote: 'Quote not sent yet',
    quoteSent: 'Quote sent',
    counterWaitingForwarder: 'Counter-offer waiting for you',
    counterWaitingCustomer: 'Counter-offer waiting for the customer',
  },
  customer: {
    awaitingQuote: 'Waiting for the quote',
    quoteSent: 'Quote sent to you',
    counterWaitingForwarder: 'Counter-offer waiting for your forwarder',
    counterWaitingCustomer: 'Counter-offer waiting for you',
  },
};

/** The facts the stage is read from: the status, whether a quote was sent, the last round's state. */
export type EnquiryStageFacts = {
  status: EnquiryStatus;
  quoteSent: boolean;
  /** 'open' while the forwarder has not answered the last round; null without any round. */
  lastRound: NegotiationDecision | 'open' | null;
};

export function enquiryStage(facts: EnquiryStageFacts): EnquiryStage | null {
  if (facts.status === 'negotiating') {
    return facts.lastRound === 'open' ? 'counterWaitingForwarder' : 'counterWaitingCustomer';
  }
  if (facts.status === 'accepted') return facts.quoteSent ? 'quoteSent' : 'awaitingQuote';
  return null;
}

/** Whether the forwarder's answer to a round keeps the enquiry Negotiating: a counter waits for the customer. */
export const answerKeepsNegotiating = (decision: NegotiationDecision) => decision === 'countered';

/** The kinds of entry in the enquiry's history. */
export const ENQUIRY_HISTORY_KINDS = [
  'status',
  'forward',
  'vendorAnswer',
  'quoteSent',
  'counterOffer',
  'counterAnswer',
] as const;
export type EnquiryHistoryKind = (typeof ENQUIRY_HISTORY_KINDS)[number];

/**
 * One entry of the enquiry's history, oldest first: its status moves (selection and booking are
 * moves), the forwards to vendors and their answers (staff only), the quotes sent and each
 * negotiation round's offer and answer, each with who and when.
 */
export const enquiryHistoryEntrySchema = z.object({
  /** Unique within the history: kind and the id of the record it comes from. */
  key: z.string(),
  kind: z.enum(ENQUIRY_HISTORY_KINDS),
  title: z.string(),
  /** The status move's ends; null for an entry that is no move. */
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** Null when no signed-in user did it (a vendor's link answer, a scheduled job). */
  changedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  changedAt: timestampSchema,
  remarks: z.string().nullable(),
});
export type EnquiryHistoryEntry = z.infer<typeof enquiryHistoryEntrySchema>;
