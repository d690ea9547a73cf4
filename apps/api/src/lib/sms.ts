import { SEND_STATUS, type SendStatus, type SmsProvider } from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsLogs } from '../db/schema';

/** A company's SMS provider with its secret in clear: built only right before sending. */
export type SmsGateway = {
  provider: SmsProvider;
  senderId: string;
  accountId: string | null;
  apiUrl: string | null;
  secret: string | null;
};

export type SmsMessage = { to: string; body: string };

export type SmsOutcome = { status: SendStatus; providerMessageId: string | null; error: string | null };

export type SmsOptions = { timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 500;

const twilioUrl = (accountSid: string) =>
  `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;

/**
 * A third party's error text with the secret blanked out, should it echo it. Secrets shorter than
 * 4 characters are left alone: blanking them would garble the text and they protect nothing.
 */
export const redactSecret = (text: string, secret: string | null) =>
  secret && secret.length >= 4 ? text.replaceAll(secret, '[secret]') : text;

/** The provider's message id, whatever it calls it. */
function messageIdOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['sid', 'id', 'messageId', 'message_id']) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `The SMS provider did not answer within ${timeoutMs / 1000} s`;
  }
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const detail = cause?.code ?? cause?.message;
    return detail ? `${error.message} (${String(detail)})` : error.message;
  }
  return String(error);
}

/** One request to the provider; the error text is what the log and the test answer show. */
async function requestProvider(gateway: SmsGateway, message: SmsMessage, timeoutMs: number) {
  const signal = AbortSignal.timeout(timeoutMs);
  if (gateway.provider === 'twilio') {
    if (!gateway.accountId || !gateway.secret) throw new Error('Twilio needs the account SID and auth token');
    const response = await fetch(twilioUrl(gateway.accountId), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${gateway.accountId}:${gateway.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: gateway.senderId, Body: message.body }),
      signal,
      redirect: 'error',
    });
    const body = await readJson(response);
    if (!response.ok) {
      const reason = (body as { message?: unknown } | null)?.message;
      return {
        ok: false as const,
        error: `Twilio answered HTTP ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''}`,
      };
    }
    return { ok: true as const, providerMessageId: messageIdOf(body) };
  }
  if (!gateway.apiUrl) throw new Error('The HTTP provider needs its API URL');
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (gateway.secret) headers.authorization = `Bearer ${gateway.secret}`;
  const response = await fetch(gateway.apiUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ to: message.to, from: gateway.senderId, body: message.body }),
    signal,
    // A redirect would carry the bearer token elsewhere.
    redirect: 'error',
  });
  // The gateway's body is not echoed into the log: the URL is the company's choice, and its
  // answers stay between the server and the gateway (only the status is shown).
  if (!response.ok) return { ok: false as const, error: `The SMS gateway answered HTTP ${response.status}` };
  return { ok: true as const, providerMessageId: messageIdOf(await readJson(response)) };
}

/**
 * Sends one SMS through the company's provider. Never throws: a failure comes back as a 'failed'
 * outcome with a reason that never contains the secret.
 */
export async function deliverSms(
  gateway: SmsGateway,
  message: SmsMessage,
  options: SmsOptions = {},
): Promise<SmsOutcome> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let error: string;
  try {
    const result = await requestProvider(gateway, message, timeoutMs);
    if (result.ok)
      return { status: SEND_STATUS.sent, providerMessageId: result.providerMessageId, error: null };
    error = result.error;
  } catch (thrown) {
    error = describeFetchError(thrown, timeoutMs);
  }
  const redacted = redactSecret(error, gateway.secret);
  return { status: SEND_STATUS.failed, providerMessageId: null, error: redacted.slice(0, MAX_ERROR_LENGTH) };
}

/**
 * Sends an SMS and records it in `sms_logs`: the row is written before the provider is called,
 * so an attempt that never returns is still visible as 'queued'.
 */
export async function sendLoggedSms(
  db: Db,
  sender: { companyId: number; sentBy: number | null },
  gateway: SmsGateway,
  message: SmsMessage,
  options: SmsOptions = {},
): Promise<SmsOutcome & { logId: number }> {
  const [row] = await db
    .insert(smsLogs)
    .values({
      companyId: sender.companyId,
      sentBy: sender.sentBy,
      toNumber: message.to,
      body: message.body,
      provider: gateway.provider,
      status: 'queued',
    })
    .returning({ id: smsLogs.id });
  if (!row) throw new Error('sms log insert returned nothing');
  const outcome = await deliverSms(gateway, message, options);
  await db
    .update(smsLogs)
    .set({
      status: outcome.status,
      providerMessageId: outcome.providerMessageId,
      error: outcome.error,
      sentAt: outcome.status === SEND_STATUS.sent ? sql`now()` : null,
    })
    .where(eq(smsLogs.id, row.id));
  return { ...outcome, logId: row.id };
}
