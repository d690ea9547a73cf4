import { NOTIFICATION_KINDS, NOTIFICATION_PREFERENCE_ROUTES, SEND_STATUS } from '@fastforward/domain';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { companies, mailOutbox, notificationPreferences, notifications, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { JobAttempt } from '../../lib/jobs';
import { type SmsGateway, sendLoggedSms } from '../../lib/sms';
import { loadSmsGateway } from '../messaging-settings/messaging-settings.service';
import { addNotificationHooks, type CreatedNotification } from '../notifications/notification-hooks';
import { senderCompanyIdOf } from './notification-preferences.service';

export const DELIVER_NOTIFICATION_JOB = 'deliver-notification';

/** What the recipient chose for the notification's kind when it was written. */
type DeliverNotificationJob = { notificationId: number; byEmail: boolean; bySms: boolean };

/** An SMS carries the title and as much of the text as fits a few segments. */
const SMS_MAX_LENGTH = 480;

const LABELS = new Map(NOTIFICATION_KINDS.map((k) => [k.kind, k.label]));

function smsTextOf(title: string, body: string) {
  const text = body.trim() === '' ? title : `${title}: ${body}`;
  return text.length <= SMS_MAX_LENGTH ? text : `${text.slice(0, SMS_MAX_LENGTH - 1)}…`;
}

/**
 * Queues the e-mail and SMS copies of the notifications a flow writes, by their recipients'
 * preferences: one job per notification someone wants a copy of, in the writing transaction (the
 * job exists if and only if the notification does). The job sends the e-mail through the mailer
 * (the outbox, the company's e-mail log) and the SMS through the company's provider (the SMS log),
 * and is retried by the queue while the provider fails.
 */
export function registerNotificationDelivery(app: FastifyInstance, deps: AppDeps): void {
  const { db, jobs, mailer, config } = deps;

  /** The notification with its recipient and the company that sends the recipient's SMS. */
  async function loadTarget(notificationId: number) {
    const [row] = await db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
        email: users.email,
        fullName: users.fullName,
        mobile: users.mobile,
        isDisabled: users.isDisabled,
        company: {
          id: companies.id,
          categoryCode: companies.categoryCode,
          parentCompanyId: companies.parentCompanyId,
        },
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(notifications.id, notificationId));
    return row && !row.isDisabled ? row : null;
  }

  type Target = NonNullable<Awaited<ReturnType<typeof loadTarget>>>;

  /**
   * A retry after a failed SMS must not mail twice: the outbox already holding this mail (same
   * recipient and subject, written since the notification) means the first attempt wrote it.
   */
  async function isMailWritten(target: Target) {
    const [row] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, target.email),
          eq(mailOutbox.subject, target.title),
          gte(mailOutbox.createdAt, target.createdAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function sendEmail(target: Target, attempt: JobAttempt) {
    if (attempt.number > 1 && (await isMailWritten(target))) return;
    const link = target.link ? `\n\n${config.publicAppUrl}${target.link}` : '';
    const label = LABELS.get(target.kind) ?? target.kind;
    await mailer.send({
      to: target.email,
      companyId: senderCompanyIdOf(target.company),
      subject: target.title,
      text:
        `Hello ${target.fullName},\n\n${target.body}${link}\n\n` +
        `You receive this e-mail because you chose e-mail for “${label}”. ` +
        `Change it in your notification preferences:\n${config.publicAppUrl}${NOTIFICATION_PREFERENCE_ROUTES.page}\n`,
    });
  }

  /** The company's SMS gateway, or null when it cannot send (not set up, disabled, incomplete). */
  async function gatewayOf(companyId: number): Promise<SmsGateway | null> {
    try {
      return await loadSmsGateway(db, config.secretsKey, companyId);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  async function sendSms(target: Target, attempt: JobAttempt) {
    // No number, or no way to send: nothing to log (the SMS log records messages to a number).
    if (!target.mobile) return;
    const companyId = senderCompanyIdOf(target.company);
    const gateway = await gatewayOf(companyId);
    if (!gateway) return;
    const outcome = await sendLoggedSms(db, { companyId, sentBy: null }, gateway, {
      to: target.mobile,
      body: smsTextOf(target.title, target.body),
    });
    // Each attempt is its own row of the log; the queue tries again while attempts are left.
    if (outcome.status === SEND_STATUS.failed && !attempt.isLast) {
      throw new Error(outcome.error ?? 'The SMS was not sent');
    }
  }

  jobs.define<DeliverNotificationJob>(
    DELIVER_NOTIFICATION_JOB,
    async ({ notificationId, byEmail, bySms }, attempt) => {
      const target = await loadTarget(notificationId);
      if (!target) return;
      if (byEmail) await sendEmail(target, attempt);
      if (bySms) await sendSms(target, attempt);
    },
    {
      retryLimit: config.mailDelivery.maxAttempts - 1,
      retryDelaySeconds: config.mailDelivery.retryDelaySeconds,
      expireInSeconds: 5 * 60,
    },
  );

  async function queueDeliveries(tx: DbOrTx, created: readonly CreatedNotification[]) {
    const chosen = await tx
      .select({
        userId: notificationPreferences.userId,
        kind: notificationPreferences.kind,
        byEmail: notificationPreferences.byEmail,
        bySms: notificationPreferences.bySms,
      })
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.userId, [...new Set(created.map((n) => n.userId))]),
          inArray(notificationPreferences.kind, [...new Set(created.map((n) => n.kind))]),
          or(eq(notificationPreferences.byEmail, true), eq(notificationPreferences.bySms, true)),
        ),
      );
    if (chosen.length === 0) return;
    const byRecipientKind = new Map(chosen.map((row) => [`${row.userId} ${row.kind}`, row]));
    for (const notification of created) {
      const choice = byRecipientKind.get(`${notification.userId} ${notification.kind}`);
      if (!choice) continue;
      await jobs.enqueue<DeliverNotificationJob>(tx, DELIVER_NOTIFICATION_JOB, {
        notificationId: notification.id,
        byEmail: choice.byEmail,
        bySms: choice.bySms,
      });
    }
  }

  const remove = addNotificationHooks(db, { inTransaction: queueDeliveries });
  app.addHook('onClose', async () => remove());
}
