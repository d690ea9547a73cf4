import {
  type EmailLogListQuery,
  type EmailSettings,
  type EmailSettingsRequest,
  type EmailTestResult,
  SEND_STATUS,
  type SmsLogListQuery,
  type SmsProvider,
  type SmsSettings,
  type SmsSettingsRequest,
  type SmsTestResult,
  TEST_MESSAGE,
} from '@fastforward/domain';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { companyEmailSettings, companySmsSettings, mailOutbox, smsLogs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findPage, type ListSpec, type PageRequest } from '../../lib/list-query';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { redactSecret, type SmsGateway, sendLoggedSms } from '../../lib/sms';

/** '' and absent optional fields are stored as null. */
const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The stored form of a write-only secret: undefined keeps the stored one (the column is not
 * written), '' or null clears it, text replaces it sealed.
 */
function sealedUpdate(key: Buffer, secret: string | null | undefined): string | null | undefined {
  if (secret === undefined) return undefined;
  if (secret === null || secret === '') return null;
  return sealSecret(key, secret);
}

/** Opens a stored secret for a send; a key change makes it unreadable: the user enters it again. */
function openStored(key: Buffer, sealed: string, field: string, label: string): string {
  try {
    return openSecret(key, sealed);
  } catch {
    throw AppError.fieldError(
      field,
      `The stored ${label} cannot be read any more (the installation's secrets key changed): enter it again and save`,
      'CONFLICT',
    );
  }
}

/** Test sends are rare; a cap per company keeps the button from being a spam cannon. */
const TEST_SEND_LIMIT = { count: 20, windowSeconds: 15 * 60 };

async function limitTestSends({ limiter }: AppDeps, channel: 'email' | 'sms', companyId: number) {
  const decision = await limiter.hit(
    `test-send:${channel}:${companyId}`,
    TEST_SEND_LIMIT.count,
    TEST_SEND_LIMIT.windowSeconds,
  );
  if (!decision.allowed) {
    throw AppError.tooManyRequests(
      'Too many test messages. Please try again later.',
      decision.retryAfterSeconds,
    );
  }
}

// ---------------------------------------------------------------- e-mail settings

export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  isSaved: false,
  isEnabled: false,
  host: '',
  port: 587,
  isSecure: false,
  username: null,
  hasPassword: false,
  fromName: '',
  fromEmail: '',
};

const emailColumns = {
  isEnabled: companyEmailSettings.isEnabled,
  host: companyEmailSettings.host,
  port: companyEmailSettings.port,
  isSecure: companyEmailSettings.isSecure,
  username: companyEmailSettings.username,
  hasPassword: sql<boolean>`${companyEmailSettings.passwordEncrypted} is not null`,
  fromName: companyEmailSettings.fromName,
  fromEmail: companyEmailSettings.fromEmail,
};

/** The company's SMTP settings; the password only as `hasPassword`. */
export async function findEmailSettings(db: DbOrTx, companyId: number): Promise<EmailSettings> {
  const [row] = await db
    .select(emailColumns)
    .from(companyEmailSettings)
    .where(eq(companyEmailSettings.companyId, companyId));
  return row ? { isSaved: true, ...row } : DEFAULT_EMAIL_SETTINGS;
}

export async function saveEmailSettings(
  db: Db,
  secretsKey: Buffer,
  companyId: number,
  input: EmailSettingsRequest,
): Promise<EmailSettings> {
  const fields = {
    isEnabled: input.isEnabled,
    host: input.host,
    port: input.port,
    isSecure: input.isSecure,
    username: orNull(input.username),
    fromName: input.fromName,
    fromEmail: input.fromEmail,
  };
  const passwordEncrypted = sealedUpdate(secretsKey, input.password);
  const secret = passwordEncrypted === undefined ? {} : { passwordEncrypted };
  await db
    .insert(companyEmailSettings)
    .values({ companyId, ...fields, ...secret })
    .onConflictDoUpdate({
      target: companyEmailSettings.companyId,
      set: { ...fields, ...secret, updatedAt: sql`now()` },
    });
  return findEmailSettings(db, companyId);
}

// ---------------------------------------------------------------- SMS settings

export const DEFAULT_SMS_SETTINGS: SmsSettings = {
  isSaved: false,
  isEnabled: false,
  provider: 'twilio',
  senderId: '',
  accountId: null,
  apiUrl: null,
  hasSecret: false,
};

const smsColumns = {
  isEnabled: companySmsSettings.isEnabled,
  provider: companySmsSettings.provider,
  senderId: companySmsSettings.senderId,
  accountId: companySmsSettings.accountId,
  apiUrl: companySmsSettings.apiUrl,
  hasSecret: sql<boolean>`${companySmsSettings.secretEncrypted} is not null`,
};

/** The company's SMS provider; the secret only as `hasSecret`. */
export async function findSmsSettings(db: DbOrTx, companyId: number): Promise<SmsSettings> {
  const [row] = await db
    .select(smsColumns)
    .from(companySmsSettings)
    .where(eq(companySmsSettings.companyId, companyId));
  return row ? { isSaved: true, ...row, provider: row.provider as SmsProvider } : DEFAULT_SMS_SETTINGS;
}

export async function saveSmsSettings(
  db: Db,
  secretsKey: Buffer,
  companyId: number,
  input: SmsSettingsRequest,
): Promise<SmsSettings> {
  const fields = {
    isEnabled: input.isEnabled,
    provider: input.provider,
    senderId: input.senderId,
    accountId: orNull(input.accountId),
    apiUrl: orNull(input.apiUrl),
  };
  const secretEncrypted = sealedUpdate(secretsKey, input.secret);
  const secret = secretEncrypted === undefined ? {} : { secretEncrypted };
  await db
    .insert(companySmsSettings)
    .values({ companyId, ...fields, ...secret })
    .onConflictDoUpdate({
      target: companySmsSettings.companyId,
      set: { ...fields, ...secret, updatedAt: sql`now()` },
    });
  return findSmsSettings(db, companyId);
}

// ---------------------------------------------------------------- sending

/** Short SMTP timeouts: a wrong host answers the test button in seconds, not minutes. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
  dnsTimeout: 5_000,
};
const MAX_ERROR_LENGTH = 500;

const notReady = (field: string, message: string) => AppError.fieldError(field, message, 'CONFLICT');

/** The company's SMTP transport options with the password in clear; refuses what cannot send. */
async function loadSmtpSender(db: Db, secretsKey: Buffer, companyId: number) {
  const [row] = await db
    .select()
    .from(companyEmailSettings)
    .where(eq(companyEmailSettings.companyId, companyId));
  if (!row) throw notReady('settings', 'E-mail settings are not saved yet: save the SMTP settings first');
  if (!row.isEnabled) {
    throw notReady('isEnabled', 'E-mail sending is disabled: enable it in the e-mail settings first');
  }
  if (row.username && !row.passwordEncrypted) {
    throw notReady('password', 'The SMTP password is missing: enter it in the e-mail settings first');
  }
  const password = row.passwordEncrypted
    ? openStored(secretsKey, row.passwordEncrypted, 'password', 'SMTP password')
    : null;
  return { row, password };
}

type SmtpSender = Awaited<ReturnType<typeof loadSmtpSender>>;

/** One message through a loaded sender, recorded in the outbox; delivery failures are the outcome. */
async function deliverCompanyEmail(
  db: Db,
  { row: settings, password }: SmtpSender,
  message: { to: string; subject: string; text: string },
): Promise<EmailTestResult> {
  const [log] = await db
    .insert(mailOutbox)
    .values({
      companyId: settings.companyId,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      status: 'queued',
    })
    .returning({ id: mailOutbox.id });
  if (!log) throw new Error('mail outbox insert returned nothing');
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.isSecure,
    auth: settings.username ? { user: settings.username, pass: password ?? '' } : undefined,
    ...SMTP_TIMEOUTS,
  });
  let error: string | null = null;
  try {
    await transport.sendMail({
      from: { name: settings.fromName, address: settings.fromEmail },
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    error = redactSecret(reason, password).slice(0, MAX_ERROR_LENGTH);
  } finally {
    transport.close();
  }
  const status = error === null ? SEND_STATUS.sent : SEND_STATUS.failed;
  await db
    .update(mailOutbox)
    .set({ status, error, sentAt: error === null ? sql`now()` : null })
    .where(eq(mailOutbox.id, log.id));
  return { logId: log.id, status, error };
}

/**
 * Sends one e-mail through the company's own SMTP server and records it in the company's rows of
 * `mail_outbox` ('queued', then 'sent' or 'failed' with the server's reason). Refuses (409) when
 * the settings cannot send; never throws for a delivery failure: the outcome is the answer.
 */
export async function sendCompanyEmail(
  { db, config }: AppDeps,
  companyId: number,
  message: { to: string; subject: string; text: string },
): Promise<EmailTestResult> {
  return deliverCompanyEmail(db, await loadSmtpSender(db, config.secretsKey, companyId), message);
}

export async function sendTestEmail(deps: AppDeps, companyId: number, to: string) {
  const sender = await loadSmtpSender(deps.db, deps.config.secretsKey, companyId);
  await limitTestSends(deps, 'email', companyId);
  return deliverCompanyEmail(deps.db, sender, {
    to,
    subject: TEST_MESSAGE.emailSubject,
    text: TEST_MESSAGE.emailText,
  });
}

/** The company's SMS gateway with its secret in clear; refuses what cannot send. */
export async function loadSmsGateway(db: Db, secretsKey: Buffer, companyId: number): Promise<SmsGateway> {
  const [row] = await db.select().from(companySmsSettings).where(eq(companySmsSettings.companyId, companyId));
  if (!row) throw notReady('settings', 'SMS settings are not saved yet: save the SMS provider first');
  if (!row.isEnabled) {
    throw notReady('isEnabled', 'SMS sending is disabled: enable it in the SMS settings first');
  }
  const provider = row.provider as SmsProvider;
  if (provider === 'twilio' && !row.accountId) {
    throw notReady('accountId', 'The Twilio account SID is missing: enter it in the SMS settings first');
  }
  if (provider === 'twilio' && !row.secretEncrypted) {
    throw notReady('secret', 'The Twilio auth token is missing: enter it in the SMS settings first');
  }
  if (provider === 'http' && !row.apiUrl) {
    throw notReady('apiUrl', 'The SMS gateway URL is missing: enter it in the SMS settings first');
  }
  return {
    provider,
    senderId: row.senderId,
    accountId: row.accountId,
    apiUrl: row.apiUrl,
    secret: row.secretEncrypted ? openStored(secretsKey, row.secretEncrypted, 'secret', 'SMS secret') : null,
  };
}

export async function sendTestSms(
  deps: AppDeps,
  sender: { companyId: number; userId: number },
  to: string,
): Promise<SmsTestResult> {
  const gateway = await loadSmsGateway(deps.db, deps.config.secretsKey, sender.companyId);
  await limitTestSends(deps, 'sms', sender.companyId);
  const outcome = await sendLoggedSms(
    deps.db,
    { companyId: sender.companyId, sentBy: sender.userId },
    gateway,
    { to, body: TEST_MESSAGE.smsBody },
  );
  return {
    logId: outcome.logId,
    status: outcome.status,
    error: outcome.error,
    providerMessageId: outcome.providerMessageId,
  };
}

// ---------------------------------------------------------------- logs

/** Bodies of e-mails are left out (see listEmailLogs). */
const emailLogColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

const smsLogColumns = {
  id: smsLogs.id,
  toNumber: smsLogs.toNumber,
  body: smsLogs.body,
  provider: smsLogs.provider,
  status: smsLogs.status,
  providerMessageId: smsLogs.providerMessageId,
  error: smsLogs.error,
  createdAt: smsLogs.createdAt,
  sentAt: smsLogs.sentAt,
};

/**
 * One page of a company's log (its e-mails or its SMS): its rows only, filtered by status and
 * sorted by the log's keys, newest first by default.
 */
const findLogPage = <F extends SelectedFields, K extends string>(
  db: Db,
  log: typeof mailOutbox | typeof smsLogs,
  companyId: number,
  query: PageRequest<K> & { status?: string | undefined },
  spec: Pick<ListSpec<F, K>, 'columns' | 'search' | 'sorts'>,
) =>
  findPage(
    db,
    {
      ...spec,
      from: log,
      where: eq(log.companyId, companyId),
      filters: [query.status ? eq(log.status, query.status) : undefined],
    },
    query,
  );

/**
 * One page of the company's e-mails (its rows of the outbox), searched by recipient and subject.
 * Bodies are neither listed nor searched: the platform's own mails to the company's users
 * (password reset, invitation) carry single-use links, and a body search would let a settings
 * user guess them character by character.
 */
export const listEmailLogs = (db: Db, companyId: number, query: EmailLogListQuery) =>
  findLogPage(db, mailOutbox, companyId, query, {
    columns: emailLogColumns,
    search: (pattern) => or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern)),
    sorts: { createdAt: mailOutbox.createdAt, toAddress: mailOutbox.toAddress, status: mailOutbox.status },
  });

/** One page of the company's SMS log, searched by number and text. */
export const listSmsLogs = (db: Db, companyId: number, query: SmsLogListQuery) =>
  findLogPage(db, smsLogs, companyId, query, {
    columns: smsLogColumns,
    search: (pattern) => or(ilike(smsLogs.toNumber, pattern), ilike(smsLogs.body, pattern)),
    sorts: { createdAt: smsLogs.createdAt, toNumber: smsLogs.toNumber, status: smsLogs.status },
  });
