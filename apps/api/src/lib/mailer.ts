import { EMAIL_STATUS } from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { JobQueue } from './jobs';

export type MailMessage = { to: string; subject: string; text: string; companyId?: number | null };

export type Mailer = {
  /**
   * Writes the message to the outbox, in `tx` when given: the mail exists (and is sent) only if
   * that transaction commits. With SMTP configured a job delivers it; without, it stays 'stored'.
   */
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
};

export type SmtpOptions = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
};

export const SEND_MAIL_JOB = 'send-mail';

type SendMailJob = { mailId: number };

const MAX_ERROR_LENGTH = 1000;

/**
 * Every message is written to the outbox first; with SMTP configured a background job sends it,
 * retrying with backoff, and the row shows the attempts, the last error and the outcome, so the
 * platform administrator can see what left and what did not.
 */
export function createMailer(
  db: Db,
  smtp: SmtpOptions | null,
  jobs: JobQueue,
  delivery: AppConfig['mailDelivery'],
): Mailer {
  const transport: Transporter | null = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
        // A silent server must fail the attempt well inside the job's expiry, not hang it.
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : null;

  jobs.define<SendMailJob>(
    SEND_MAIL_JOB,
    async ({ mailId }, attempt) => {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
      if (!mail || mail.status !== EMAIL_STATUS.queued) return;
      const attempted = { attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: new Date() };
      if (!transport || !smtp) {
        // Queued before a restart without SMTP: it stays readable in the outbox.
        await db.update(mailOutbox).set({ status: EMAIL_STATUS.stored }).where(eq(mailOutbox.id, mailId));
        return;
      }
      try {
        await transport.sendMail({
          from: smtp.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
        });
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
        await db
          .update(mailOutbox)
          .set({
            ...attempted,
            error: reason,
            status: attempt.isLast ? EMAIL_STATUS.failed : EMAIL_STATUS.queued,
          })
          .where(eq(mailOutbox.id, mailId));
        throw error;
      }
      await db
        .update(mailOutbox)
        .set({ ...attempted, status: EMAIL_STATUS.sent, sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, mailId));
    },
    {
      retryLimit: delivery.maxAttempts - 1,
      retryDelaySeconds: delivery.retryDelaySeconds,
      expireInSeconds: 5 * 60,
    },
  );

  const write = async (message: MailMessage, tx: DbOrTx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        companyId: message.companyId ?? null,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        status: transport ? EMAIL_STATUS.queued : EMAIL_STATUS.stored,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned nothing');
    if (transport) await jobs.enqueue<SendMailJob>(tx, SEND_MAIL_JOB, { mailId: row.id });
  };

  return {
    async send(message, tx) {
      if (tx) await write(message, tx);
      else await db.transaction((own) => write(message, own));
    },
  };
}
