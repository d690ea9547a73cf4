import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string; companyId?: number | null };

export type Mailer = { send(message: MailMessage): Promise<void> };

export type SmtpOptions = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
};

/**
 * Every message is written to the outbox first; with SMTP configured it is then sent and its row
 * marked sent or failed, so the platform administrator can see what left and what did not.
 */
export function createMailer(db: Db, smtp: SmtpOptions | null): Mailer {
  const transport: Transporter | null = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
      })
    : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          companyId: message.companyId ?? null,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          status: transport ? 'queued' : 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row || !smtp) return;
      try {
        await transport.sendMail({
          from: smtp.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ status: 'failed', error: reason }).where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
