import {
  type AnswerSource,
  ENQUIRY_PATHS,
  enquiryPath,
  type ForwardAnswerLine,
  type ForwardRequest,
  type ForwardResult,
} from '@fastforward/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { enquiryForwards, forwardAnswers, mailOutbox, notifications } from '../db/schema';
import { FORWARD_REMINDER_JOB } from '../modules/enquiry-forwards/enquiry-forwards.service';
import { forwardTransitions } from '../modules/enquiry-forwards/forward-transitions';
import { dayFrom } from './rate-factories';
import type { TestApp } from './test-app';
import type { ForwardScene } from './vendor-forward-factories';

/**
 * Factories of the forwarding step (POST forwards): a valid request, the call itself, answers
 * written as the answer doors leave them, and what the vendors were sent.
 */

const HOUR_MS = 3_600_000;

export const forwardsPath = (enquiry: { id: number }) =>
  enquiryPath(ENQUIRY_PATHS.forwards, { id: enquiry.id });
export const comparisonPath = (enquiry: { id: number }) =>
  enquiryPath(ENQUIRY_PATHS.forwardComparison, { id: enquiry.id });

/** A valid forward request to `vendorIds`: freight required, the deadline three days from the test clock. */
export const forwardBody = (
  t: TestApp,
  vendorIds: number[],
  overrides: Partial<ForwardRequest> & Record<string, unknown> = {},
): ForwardRequest & Record<string, unknown> => ({
  vendorIds,
  requiredCharges: ['freight'],
  deadlineAt: new Date(t.clock.now.getTime() + 72 * HOUR_MS).toISOString(),
  message: 'Please quote your best all-in rate.',
  ...overrides,
});

/** The scene's pricing user forwards the enquiry: the results (asserting a 200). */
export async function forwardTo(
  t: TestApp,
  scene: ForwardScene,
  vendorIds: number[],
  overrides: Partial<ForwardRequest> = {},
): Promise<ForwardResult[]> {
  const res = await t
    .as(scene.pricing.token)
    .post(forwardsPath(scene.enquiry), forwardBody(t, vendorIds, overrides));
  if (res.statusCode !== 200) throw new Error(`forward failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { results: ForwardResult[] } }>().data.results;
}

/**
 * An answer to a forward as the answer doors store it (the row, Received → Accepted with its
 * history, answered_at): for the comparison, whatever the lines (even ones a door would refuse).
 */
export async function insertAnswer(
  t: TestApp,
  scene: ForwardScene,
  forwardId: number,
  answer: { lines: ForwardAnswerLine[]; transitDays?: number | null; source?: AnswerSource },
) {
  const [forward] = await t.db.select().from(enquiryForwards).where(eq(enquiryForwards.id, forwardId));
  if (!forward) throw new Error(`no forward ${forwardId}`);
  await t.db.insert(forwardAnswers).values({
    companyId: forward.companyId,
    forwardId,
    enquiryId: forward.enquiryId,
    source: answer.source ?? 'vendorLink',
    lines: answer.lines,
    validFrom: dayFrom(t, 0),
    validTill: dayFrom(t, 30),
    transitDays: answer.transitDays ?? null,
    createdAt: t.clock.now,
  });
  await moveForward(t, scene, forwardId, 'accepted');
}

/** Moves a forward through the workflow (as the vendor's answer or decline does), by the scene's pricing user. */
export async function moveForward(
  t: TestApp,
  scene: ForwardScene,
  forwardId: number,
  to: 'accepted' | 'rejected',
  reason: string | null = null,
) {
  const [forward] = await t.db.select().from(enquiryForwards).where(eq(enquiryForwards.id, forwardId));
  if (!forward) throw new Error(`no forward ${forwardId}`);
  await forwardTransitions.move(t.db, {
    companyId: forward.companyId,
    id: forwardId,
    expectedVersion: forward.version,
    to,
    remarks: reason,
    userId: scene.pricing.id,
    at: t.clock.now,
  });
  await t.db
    .update(enquiryForwards)
    .set({ answeredAt: t.clock.now, ...(to === 'rejected' ? { declineReason: reason } : {}) })
    .where(eq(enquiryForwards.id, forwardId));
}

/** The mails sent to an address, oldest first. */
export const mailsTo = (t: TestApp, address: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.id));

/** The notifications of a user of one kind. */
export const notificationsOf = (t: TestApp, userId: number, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** The raw token of the link in a mail. */
export const tokenInMail = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

/**
 * Makes the reminder jobs waiting in the queue due now: the queue holds a job by the database's
 * clock, which a test cannot move as it moves the app's; the job itself then decides by the app's.
 */
export async function makeRemindersDue(t: TestApp) {
  await t.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${FORWARD_REMINDER_JOB} and state = 'created'`,
  );
}

/** Every reminder job's data, as the queue stores it. */
export async function reminderJobsData(t: TestApp): Promise<unknown[]> {
  const result = await t.db.execute(sql`select data from pgboss.job where name = ${FORWARD_REMINDER_JOB}`);
  return (result as unknown as { rows: { data: unknown }[] }).rows.map((r) => r.data);
}
