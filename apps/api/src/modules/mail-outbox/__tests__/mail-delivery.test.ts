import { API_PATHS, EMAIL_STATUS } from '@fastforward/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../config';
import type { SmtpOptions } from '../../../lib/mailer';
import { type FakeSmtp, startFakeSmtp } from '../../../test/loopback-servers';
import { createTestApp, type TestApp } from '../../../test/test-app';

type OutboxItem = {
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastAttemptAt: string | null;
  error: string | null;
  sentAt: string | null;
};

/** Generous: a loaded 2-core CI machine runs these; the waits end as soon as the outcome shows. */
const OUTCOME = { timeout: 30_000, interval: 200 };

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

async function startSmtp(refuseFirst: number) {
  const server = await startFakeSmtp({ refuseFirst });
  open.push(server);
  const smtp: SmtpOptions = {
    host: '127.0.0.1',
    port: server.port,
    secure: false,
    from: 'FastForward <no-reply@ff.test>',
  };
  return { server, smtp };
}

async function startApp(smtp: SmtpOptions, config: Partial<AppConfig> = {}, database?: TestApp['database']) {
  const t = await createTestApp({ smtp, config, database });
  open.push(t);
  return t;
}

const adminTokens = new WeakMap<TestApp, string>();

/** The outbox as the platform administrator reads it, the newest mail first. */
async function outbox(t: TestApp, search: string): Promise<OutboxItem[]> {
  const token = adminTokens.get(t) ?? (await t.login('techart-admin')).token;
  adminTokens.set(t, token);
  const res = await t.as(token).get(`${API_PATHS.mailOutbox}?search=${encodeURIComponent(search)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

const forgotPassword = (t: TestApp, username: string) =>
  t
    .as()
    .post(API_PATHS.forgotPassword, { username })
    .then((res) => expect(res.statusCode).toBe(200));

const delivered = (server: FakeSmtp, address: string) =>
  server.messages.filter((m) => m.to.some((to) => to.includes(address)));

// Each case starts its own app (and the restart a second one): slow on a loaded machine.
describe('mail delivery through the job queue', { timeout: 120_000 }, () => {
  it('retries a refused delivery and sends on the third attempt; the outbox shows the attempts', async () => {
    const { server, smtp } = await startSmtp(2);
    const t = await startApp(smtp);
    await forgotPassword(t, 'ffd.sales');
    await vi.waitFor(async () => {
      await t.drainJobs();
      expect(delivered(server, 'ffd.sales@')).toHaveLength(1);
    }, OUTCOME);
    const [mail] = await outbox(t, 'ffd.sales@');
    expect(mail).toMatchObject({
      subject: 'FastForward: reset your password',
      status: EMAIL_STATUS.sent,
      attempts: 3,
      error: null,
    });
    expect(mail?.lastAttemptAt).not.toBeNull();
    expect(mail?.sentAt).not.toBeNull();
    expect(delivered(server, 'ffd.sales@')[0]?.data).toContain('/update-password/ffd.sales/');
  });

  it('ends failed after the last attempt, with the server’s refusal as the error', async () => {
    const { server, smtp } = await startSmtp(Number.POSITIVE_INFINITY);
    const t = await startApp(smtp, { mailDelivery: { maxAttempts: 4, retryDelaySeconds: 0 } });
    await forgotPassword(t, 'ffd.ops');
    await vi.waitFor(async () => {
      await t.drainJobs();
      expect((await outbox(t, 'ffd.ops@'))[0]?.status).toBe(EMAIL_STATUS.failed);
    }, OUTCOME);
    const [mail] = await outbox(t, 'ffd.ops@');
    expect(mail).toMatchObject({ attempts: 4, sentAt: null });
    expect(mail?.error).toContain('451');
    await t.drainJobs();
    expect((await outbox(t, 'ffd.ops@'))[0]?.attempts).toBe(4);
    expect(server.messages).toHaveLength(0);
  });

  it('backs off after a refusal, and a restart of the app mid-retry loses no mail', async () => {
    const { server, smtp } = await startSmtp(1);
    const backoff = { mailDelivery: { maxAttempts: 5, retryDelaySeconds: 2 } };
    const first = await startApp(smtp, backoff);
    await forgotPassword(first, 'ffd.docs');
    // The forgot-password job, then the refused first delivery; the retry waits out its delay.
    expect(await first.drainJobs()).toBe(2);
    expect(await first.drainJobs()).toBe(0);
    const [refused] = await outbox(first, 'ffd.docs@');
    expect(refused).toMatchObject({ status: EMAIL_STATUS.queued, attempts: 1, sentAt: null });
    expect(refused?.error).toContain('451');

    // The process goes away between attempts; a new one starts on the same database.
    await first.closeApp();
    open.splice(open.indexOf(first), 1);
    const second = await startApp(smtp, backoff, first.database);
    await vi.waitFor(async () => {
      await second.drainJobs();
      expect(delivered(server, 'ffd.docs@')).toHaveLength(1);
    }, OUTCOME);
    expect((await outbox(second, 'ffd.docs@'))[0]).toMatchObject({
      status: EMAIL_STATUS.sent,
      attempts: 2,
      error: null,
    });
  });

  it('neither keeps nor sends a mail written in a transaction that rolls back', async () => {
    const { server, smtp } = await startSmtp(0);
    const t = await startApp(smtp);
    const message = { to: 'rolled.back@ff.test', subject: 'Never sent', text: 'This request failed.' };
    await expect(
      t.db.transaction(async (tx) => {
        await t.deps.mailer.send(message, tx);
        throw new Error('the request failed after writing the mail');
      }),
    ).rejects.toThrow('the request failed');
    await t.deps.mailer.send({ ...message, to: 'committed@ff.test', subject: 'Sent' });
    await vi.waitFor(async () => {
      await t.drainJobs();
      expect(delivered(server, 'committed@')).toHaveLength(1);
    }, OUTCOME);
    expect(await outbox(t, 'rolled.back@')).toEqual([]);
    expect(delivered(server, 'rolled.back@')).toEqual([]);
  });

  it('keeps the mail stored, with no delivery job, when no SMTP server is configured', async () => {
    const t = await createTestApp();
    open.push(t);
    await forgotPassword(t, 'acme.buyer');
    // The forgot-password job writes the mail; no delivery job follows it.
    expect(await t.drainJobs()).toBe(1);
    expect((await outbox(t, 'acme.buyer@'))[0]).toMatchObject({
      status: EMAIL_STATUS.stored,
      attempts: 0,
      lastAttemptAt: null,
    });
  });
});
