import { z } from 'zod';
import { ALREADY_FORWARDED, FORWARD_LINK_TTL_DAYS, FORWARD_STATUS } from './codes';
import { forwardSchema } from './forward-schemas';

/**
 * Forwarding an enquiry to vendors: what POST forwards answers. A second forward of the enquiry
 * to a vendor creates nothing and reports SPEC §4's 'Already Forwarded' for that vendor; the
 * request as a whole is a 200 with one result per vendor asked, so a mixed request (new vendors
 * beside ones already asked) forwards the new ones and says which were not.
 */

/** What happened for one vendor: its new forward (Received) or the existing one. */
export const FORWARD_OUTCOME = {
  received: FORWARD_STATUS.received,
  alreadyForwarded: ALREADY_FORWARDED,
} as const;
export type ForwardOutcome = keyof typeof FORWARD_OUTCOME;
export const FORWARD_OUTCOMES = Object.keys(FORWARD_OUTCOME) as [ForwardOutcome, ...ForwardOutcome[]];

export const forwardResultSchema = z.object({
  vendorId: z.number().int(),
  vendorName: z.string(),
  /** The forward: the new one, or the one made earlier. */
  forwardId: z.number().int(),
  outcome: z.enum(FORWARD_OUTCOMES),
  /** SPEC §4's label of the outcome: 'Received' or 'Already Forwarded'. */
  label: z.enum([FORWARD_OUTCOME.received, FORWARD_OUTCOME.alreadyForwarded]),
});
export type ForwardResult = z.infer<typeof forwardResultSchema>;

export const forwardResultsSchema = z.object({ results: z.array(forwardResultSchema) });
export type ForwardResults = z.infer<typeof forwardResultsSchema>;

/** GET forwards: the enquiry's forwards, oldest first, each with its answer when given. */
export const forwardListSchema = z.object({ items: z.array(forwardSchema) });
export type ForwardList = z.infer<typeof forwardListSchema>;

/** The answers' words, for the API and the panel alike. */
export const ENQUIRY_FORWARD_MESSAGES = {
  notForwardable: 'Only an accepted enquiry can be forwarded to vendors',
  vendorNotFound: 'Choose a vendor of your vendor list',
  deadlinePast: 'Deadline must be in the future',
  deadlineTooFar: `Deadline must be at most ${FORWARD_LINK_TTL_DAYS} days away`,
  noEmail: 'This vendor has no e-mail address to send the enquiry to',
} as const;

/** 'Forwarded to 2 vendors; 1 already forwarded.' */
export function forwardResultsMessage(results: readonly Pick<ForwardResult, 'outcome'>[]): string {
  const sent = results.filter((r) => r.outcome === 'received').length;
  const already = results.length - sent;
  const parts = [];
  if (sent > 0) parts.push(`Forwarded to ${sent} vendor${sent === 1 ? '' : 's'}`);
  if (already > 0) parts.push(`${already} ${ALREADY_FORWARDED.toLowerCase()}`);
  return `${parts.join('; ')}.`;
}

/** Notification kinds of forwarding, for the vendor's users. */
export const ENQUIRY_FORWARD_NOTIFICATION_KIND = {
  forwarded: 'forward-received',
  reminder: 'forward-reminder',
} as const;

const DAY_MS = 86_400_000;

/**
 * What is wrong with a deadline, or null: it must be after now and at most the link's life
 * (FORWARD_LINK_TTL_DAYS) away, so a vendor's link never expires before the answer is due.
 */
export function forwardDeadlineProblem(deadline: Date, now: Date): string | null {
  if (deadline.getTime() <= now.getTime()) return ENQUIRY_FORWARD_MESSAGES.deadlinePast;
  if (deadline.getTime() > now.getTime() + FORWARD_LINK_TTL_DAYS * DAY_MS) {
    return ENQUIRY_FORWARD_MESSAGES.deadlineTooFar;
  }
  return null;
}

/**
 * When a vendor who has not answered is reminded: a day before the deadline, or half-way there
 * when the deadline is less than two days off (a reminder the same hour as the ask helps nobody).
 */
export function forwardReminderAt(forwardedAt: Date, deadline: Date): Date {
  const span = deadline.getTime() - forwardedAt.getTime();
  return new Date(forwardedAt.getTime() + Math.max(span - DAY_MS, span / 2));
}
