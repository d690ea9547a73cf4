import { API_PATHS, MESSAGING_SETTINGS_PATHS as PATHS, TEST_MESSAGE } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../../../lib/secret-box';
import {
  closedPort,
  type FakeHttp,
  type FakeSmtp,
  startFakeHttp,
  startFakeSmtp,
} from '../../../test/loopback-servers';
import { expectHostileRefused, getList, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
/** Oceanic (ffd.admin) and Horizon (horizon.admin): two companies, each a business administrator. */
let oceanic: string;
let horizon: string;
let horizonId: number;
let smtp: FakeSmtp;
let gateway: FakeHttp;

const SMTP_PASSWORD = 'Sm7p-P4ss word!';
const SMS_SECRET = 'gw-bearer-6c1f0e9a';

beforeAll(async () => {
  t = await createTestApp();
  oceanic = (await t.login('ffd.admin')).token;
  horizon = (await t.login('horizon.admin')).token;
  horizonId = await companyIdOf('horizon');
  smtp = await startFakeSmtp();
  gateway = await startFakeHttp((request) =>
    request.url === '/broken'
      ? { status: 500, body: { error: 'gateway exploded' } }
      : { status: 200, body: { id: `gw-${Date.now()}` } },
  );
});
afterAll(async () => {
  await smtp?.close();
  await gateway?.close();
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload === undefined ? {} : { payload }) });

const itemOf = async (url: string, token: string) => {
  const res = await call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.item;
};

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  (await t.db.execute(query)) as unknown as { rows: T[] };

async function companyIdOf(shortName: string) {
  const { rows } = await rowsOf<{ id: number }>(
    sql`select id from companies where short_name = ${shortName}`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no company ${shortName}`);
  return id;
}

const storedPassword = async (companyId: number) =>
  (
    await rowsOf<{ password_encrypted: string | null }>(
      sql`select password_encrypted from company_email_settings where company_id = ${companyId}`,
    )
  ).rows[0]?.password_encrypted;

const storedSmsSecret = async (companyId: number) =>
  (
    await rowsOf<{ secret_encrypted: string | null }>(
      sql`select secret_encrypted from company_sms_settings where company_id = ${companyId}`,
    )
  ).rows[0]?.secret_encrypted;

const emailSettings = (port: number, extra: Record<string, unknown> = {}) => ({
  isEnabled: true,
  host: '127.0.0.1',
  port,
  isSecure: false,
  username: 'mailer@horizon.example',
  fromName: 'Horizon Logistics',
  fromEmail: 'no-reply@horizon.example',
  ...extra,
});

const smsSettings = (apiUrl: string, extra: Record<string, unknown> = {}) => ({
  isEnabled: true,
  provider: 'http',
  senderId: 'HORIZON',
  accountId: null,
  apiUrl,
  ...extra,
});

/** Every answer the test saw, to check no secret ever left the server. */
const answers: string[] = [];
const recorded = async (method: Method, url: string, token: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  answers.push(res.body);
  return res;
};

describe('e-mail settings: the password is write-only and sealed at rest', () => {
  it('starts from unsaved defaults', async () => {
    expect(await itemOf(PATHS.email, horizon)).toEqual({
      isSaved: false,
      isEnabled: false,
      host: '',
      port: 587,
      isSecure: false,
      username: null,
      hasPassword: false,
      fromName: '',
      fromEmail: '',
    });
  });

  it('stores the password sealed, answers only hasPassword, and keeps it when the PUT omits it', async () => {
    const saved = await recorded(
      'PUT',
      PATHS.email,
      horizon,
      emailSettings(smtp.port, { password: SMTP_PASSWORD }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { isSaved: true, ...emailSettings(smtp.port), hasPassword: true };
    expect(saved.json().data.item).toEqual(expected);
    expect(saved.json().data.item).not.toHaveProperty('password');
    expect(saved.json().data.item).not.toHaveProperty('passwordEncrypted');

    const sealed = await storedPassword(horizonId);
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain(SMTP_PASSWORD);
    expect(openSecret(t.config.secretsKey, sealed ?? '')).toBe(SMTP_PASSWORD);

    const read = await recorded('GET', PATHS.email, horizon);
    expect(read.json().data.item).toEqual(expected);
    expect(read.body).not.toContain(sealed);

    // Omitted: kept exactly as stored (not even re-sealed).
    const kept = await recorded(
      'PUT',
      PATHS.email,
      horizon,
      emailSettings(smtp.port, { fromName: 'Horizon Ops' }),
    );
    expect(kept.json().data.item).toMatchObject({ hasPassword: true, fromName: 'Horizon Ops' });
    expect(await storedPassword(horizonId)).toBe(sealed);

    // A new one replaces it, sealed under a fresh IV.
    await recorded('PUT', PATHS.email, horizon, emailSettings(smtp.port, { password: 'another one' }));
    const resealed = await storedPassword(horizonId);
    expect(resealed).not.toBe(sealed);
    expect(openSecret(t.config.secretsKey, resealed ?? '')).toBe('another one');
  });

  it("clears the password on '' and on null", async () => {
    for (const password of ['', null]) {
      await call('PUT', PATHS.email, horizon, emailSettings(smtp.port, { password: 'temporary' }));
      const cleared = await recorded('PUT', PATHS.email, horizon, emailSettings(smtp.port, { password }));
      expect(cleared.json().data.item.hasPassword, String(password)).toBe(false);
      expect(await storedPassword(horizonId)).toBeNull();
    }
    await call('PUT', PATHS.email, horizon, emailSettings(smtp.port, { password: SMTP_PASSWORD }));
  });
});

describe('SMS settings: the secret is write-only and sealed at rest', () => {
  it('stores the secret sealed, keeps it when omitted, clears it on null', async () => {
    expect(await itemOf(PATHS.sms, horizon)).toMatchObject({
      isSaved: false,
      provider: 'twilio',
      hasSecret: false,
    });
    const saved = await recorded('PUT', PATHS.sms, horizon, smsSettings(gateway.url, { secret: SMS_SECRET }));
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      isSaved: true,
      isEnabled: true,
      provider: 'http',
      senderId: 'HORIZON',
      accountId: null,
      apiUrl: gateway.url,
      hasSecret: true,
    };
    expect(saved.json().data.item).toEqual(expected);
    const sealed = await storedSmsSecret(horizonId);
    expect(sealed).not.toContain(SMS_SECRET);
    expect(openSecret(t.config.secretsKey, sealed ?? '')).toBe(SMS_SECRET);
    expect((await recorded('GET', PATHS.sms, horizon)).json().data.item).toEqual(expected);

    await recorded('PUT', PATHS.sms, horizon, smsSettings(gateway.url, { senderId: '+971501112233' }));
    expect(await storedSmsSecret(horizonId)).toBe(sealed);

    const cleared = await recorded('PUT', PATHS.sms, horizon, smsSettings(gateway.url, { secret: null }));
    expect(cleared.json().data.item.hasSecret).toBe(false);
    expect(await storedSmsSecret(horizonId)).toBeNull();
    await call('PUT', PATHS.sms, horizon, smsSettings(gateway.url, { secret: SMS_SECRET }));
  });

  it('needs the account SID for Twilio and an http(s) URL for the HTTP provider', async () => {
    const twilio = { ...smsSettings(''), provider: 'twilio', apiUrl: null };
    const noSid = await call('PUT', PATHS.sms, oceanic, twilio);
    expect(noSid.statusCode).toBe(400);
    expect(noSid.json().errors[0]).toEqual({
      field: 'accountId',
      defaultMessage: 'Account SID is required for Twilio',
    });
    const ok = await call('PUT', PATHS.sms, oceanic, {
      ...twilio,
      accountId: `AC${'ab'.repeat(16)}`,
      secret: 'tok3n',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const apiUrl of ['', 'ftp://gateway.example/send', 'javascript:alert(1)', 'gateway.example/send']) {
      const res = await call('PUT', PATHS.sms, oceanic, smsSettings(apiUrl));
      expect(res.statusCode, apiUrl).toBe(400);
      expect(res.json().errors[0].field, apiUrl).toBe('apiUrl');
    }
  });
});

describe('send a test e-mail through the company SMTP (loopback server)', () => {
  it('delivers it with the unsealed password and records it as sent', async () => {
    const res = await recorded('POST', PATHS.emailTest, horizon, { to: 'ops@horizon.example' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data.item;
    expect(item).toMatchObject({ status: 'sent', error: null });
    expect(res.json().message).toBe('Test e-mail sent to ops@horizon.example.');

    const mail = smtp.messages.at(-1);
    expect(mail?.auth).toEqual({ user: 'mailer@horizon.example', password: SMTP_PASSWORD });
    expect(mail?.to).toEqual(['<ops@horizon.example>']);
    expect(mail?.from).toContain('no-reply@horizon.example');
    expect(mail?.data).toContain(`Subject: ${TEST_MESSAGE.emailSubject}`);

    const { rows } = await rowsOf<{
      company_id: number;
      status: string;
      error: string | null;
      sent_at: Date | null;
    }>(sql`select company_id, status, error, sent_at from mail_outbox where id = ${item.logId}`);
    expect(rows[0]).toMatchObject({ company_id: horizonId, status: 'sent', error: null });
    expect(rows[0]?.sent_at).not.toBeNull();
  });

  it('records a refused recipient as failed with the server’s reason', async () => {
    const rejecting = await startFakeSmtp({ rejectRecipients: true });
    try {
      await call('PUT', PATHS.email, horizon, emailSettings(rejecting.port));
      const res = await recorded('POST', PATHS.emailTest, horizon, { to: 'nobody@horizon.example' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.item).toMatchObject({ status: 'failed' });
      expect(res.json().data.item.error).toMatch(/550/);
    } finally {
      await rejecting.close();
    }
  });

  it('records an unreachable server as failed with the error, in seconds, never a 500', async () => {
    const port = await closedPort();
    await call('PUT', PATHS.email, horizon, emailSettings(port));
    const started = Date.now();
    const res = await recorded('POST', PATHS.emailTest, horizon, { to: 'ops@horizon.example' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data.item;
    expect(item.status).toBe('failed');
    expect(item.error).toMatch(/ECONNREFUSED/);
    expect(res.json().message).toMatch(/^Test e-mail to ops@horizon.example failed: /);
    const { rows } = await rowsOf<{ status: string; error: string; sent_at: Date | null }>(
      sql`select status, error, sent_at from mail_outbox where id = ${item.logId}`,
    );
    expect(rows[0]).toMatchObject({ status: 'failed', error: item.error, sent_at: null });
    await call('PUT', PATHS.email, horizon, emailSettings(smtp.port));
  });

  it('refuses with 409 naming what is missing, and stores nothing', async () => {
    const nova = (await t.login('nova.admin')).token;
    const before = await countRows(t.db);
    const unsaved = await call('POST', PATHS.emailTest, nova, { to: 'ops@nova.example' });
    expect(unsaved.statusCode).toBe(409);
    expect(unsaved.json().message).toBe('E-mail settings are not saved yet: save the SMTP settings first');
    expect(unsaved.json().errors[0].field).toBe('settings');
    expect(await countRows(t.db)).toEqual(before);

    await call('PUT', PATHS.email, nova, emailSettings(smtp.port, { isEnabled: false, password: 'x' }));
    const disabled = await call('POST', PATHS.emailTest, nova, { to: 'ops@nova.example' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().errors[0].field).toBe('isEnabled');

    await call('PUT', PATHS.email, nova, emailSettings(smtp.port, { password: null }));
    const noPassword = await call('POST', PATHS.emailTest, nova, { to: 'ops@nova.example' });
    expect(noPassword.statusCode).toBe(409);
    expect(noPassword.json().errors[0].field).toBe('password');
  });

  it('asks for the password again when it cannot be opened (a changed secrets key)', async () => {
    const other = await createTestApp({ config: { secretsKey: Buffer.alloc(32, 9) } });
    try {
      const token = (await other.login('horizon.admin')).token;
      const id = await companyIdOf('horizon');
      // The row sealed under this app's key, copied into the other installation.
      const sealed = await storedPassword(id);
      await other.app.inject({
        method: 'PUT',
        url: PATHS.email,
        headers: other.bearer(token),
        payload: emailSettings(smtp.port, { password: 'placeholder' }),
      });
      await other.db.execute(
        sql`update company_email_settings set password_encrypted = ${sealed} where company_id = ${id}`,
      );
      const res = await other.app.inject({
        method: 'POST',
        url: PATHS.emailTest,
        headers: other.bearer(token),
        payload: { to: 'ops@horizon.example' },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors[0].field).toBe('password');
    } finally {
      await other.close();
    }
  });
});

describe('send a test SMS through the HTTP provider (loopback gateway)', () => {
  it('posts JSON with the bearer secret and records it as sent with the provider id', async () => {
    const res = await recorded('POST', PATHS.smsTest, horizon, { to: '+971501234567' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data.item;
    expect(item).toMatchObject({ status: 'sent', error: null });
    expect(item.providerMessageId).toMatch(/^gw-/);
    const received = gateway.requests.at(-1);
    expect(received?.headers.authorization).toBe(`Bearer ${SMS_SECRET}`);
    expect(JSON.parse(received?.body ?? '')).toEqual({
      to: '+971501234567',
      from: 'HORIZON',
      body: TEST_MESSAGE.smsBody,
    });
    const { rows } = await rowsOf<Record<string, unknown>>(
      sql`select company_id, status, provider, provider_message_id, error, sent_at, sent_by from sms_logs where id = ${item.logId}`,
    );
    expect(rows[0]).toMatchObject({
      company_id: horizonId,
      status: 'sent',
      provider: 'http',
      provider_message_id: item.providerMessageId,
      error: null,
    });
    expect(rows[0]?.sent_at).not.toBeNull();
    expect(rows[0]?.sent_by).not.toBeNull();
  });

  it('records a gateway answering 500 as failed', async () => {
    await call('PUT', PATHS.sms, horizon, smsSettings(`${gateway.url}/broken`));
    const res = await recorded('POST', PATHS.smsTest, horizon, { to: '+971501234567' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({
      status: 'failed',
      providerMessageId: null,
      error: 'The SMS gateway answered HTTP 500',
    });
    const { rows } = await rowsOf<{ status: string; error: string }>(
      sql`select status, error from sms_logs where id = ${res.json().data.item.logId}`,
    );
    expect(rows[0]).toEqual({ status: 'failed', error: 'The SMS gateway answered HTTP 500' });
    await call('PUT', PATHS.sms, horizon, smsSettings(gateway.url));
  });

  it('refuses with 409 when the Twilio token is missing or sending is disabled', async () => {
    const nova = (await t.login('nova.admin')).token;
    await call('PUT', PATHS.sms, nova, {
      ...smsSettings(''),
      provider: 'twilio',
      apiUrl: null,
      accountId: `AC${'cd'.repeat(16)}`,
    });
    const before = await countRows(t.db);
    const noToken = await call('POST', PATHS.smsTest, nova, { to: '+971501234567' });
    expect(noToken.statusCode).toBe(409);
    expect(noToken.json().errors[0].field).toBe('secret');
    await call('PUT', PATHS.sms, nova, smsSettings(gateway.url, { isEnabled: false }));
    const disabled = await call('POST', PATHS.smsTest, nova, { to: '+971501234567' });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe('SMS sending is disabled: enable it in the SMS settings first');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('caps test sends per company', async () => {
    const { token } = await t.login('nova.admin');
    await call('PUT', PATHS.sms, token, smsSettings(gateway.url));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await call('POST', PATHS.smsTest, token, { to: '+971501234567' })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('logs', () => {
  it('lists the company’s e-mails newest first, without bodies, searchable, filterable and sortable', async () => {
    const page = await getList<Record<string, unknown>>(t, horizon, PATHS.emailLogs);
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    const first = page.items[0];
    expect(first).toMatchObject({ toAddress: 'ops@horizon.example', status: 'failed' });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['createdAt', 'error', 'id', 'sentAt', 'status', 'subject', 'toAddress'].sort(),
    );
    const times = page.items.map((i) => String(i.createdAt));
    expect([...times].sort().reverse()).toEqual(times);

    const sent = await getList<{ status: string }>(t, horizon, `${PATHS.emailLogs}?status=sent`);
    expect(sent.total).toBeGreaterThanOrEqual(1);
    expect(sent.items.every((i) => i.status === 'sent')).toBe(true);
    expect((await getList(t, horizon, `${PATHS.emailLogs}?search=nobody@`)).total).toBe(1);
    expect((await getList(t, horizon, `${PATHS.emailLogs}?search=test e-mail`)).total).toBe(page.total);
    const byRecipient = await getList<{ toAddress: string }>(
      t,
      horizon,
      `${PATHS.emailLogs}?sort=toAddress&order=asc&pageSize=1`,
    );
    expect(byRecipient.items[0]?.toAddress).toBe('nobody@horizon.example');
    for (const bad of ['sort=textBody', 'status=lost', 'order=up', 'pageSize=0']) {
      const res = await call('GET', `${PATHS.emailLogs}?${bad}`, horizon);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field, bad).toBe(bad.split('=')[0]);
    }
  });

  it('shows the platform’s mails to the company’s users, but neither lists nor searches their bodies', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: API_PATHS.forgotPassword,
      payload: { username: 'horizon.settings' },
    });
    expect(forgot.statusCode, forgot.body).toBeLessThan(300);
    await t.drainJobs();
    const { rows } = await rowsOf<{ text_body: string }>(
      sql`select text_body from mail_outbox where company_id = ${horizonId} and text_body like '%token=%' order by id desc limit 1`,
    );
    const body = rows[0]?.text_body ?? '';
    const token = /token=([^\s&]+)/.exec(body)?.[1] ?? '';
    expect(token).not.toBe('');
    const page = await getList<Record<string, unknown>>(t, horizon, PATHS.emailLogs);
    expect(page.items.some((i) => String(i.subject).includes('reset your password'))).toBe(true);
    expect(JSON.stringify(page)).not.toContain(token);
    expect((await getList(t, horizon, `${PATHS.emailLogs}?search=${token.slice(0, 8)}`)).total).toBe(0);
  });

  it('lists the company’s SMS, searchable by number and text, filterable by status', async () => {
    const page = await getList<Record<string, unknown>>(t, horizon, PATHS.smsLogs);
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.status)).toEqual(['failed', 'sent']);
    expect(page.items[0]).toMatchObject({
      toNumber: '+971501234567',
      body: TEST_MESSAGE.smsBody,
      provider: 'http',
      error: 'The SMS gateway answered HTTP 500',
      sentAt: null,
    });
    expect((await getList(t, horizon, `${PATHS.smsLogs}?status=sent`)).total).toBe(1);
    expect((await getList(t, horizon, `${PATHS.smsLogs}?search=97150`)).total).toBe(2);
    expect((await getList(t, horizon, `${PATHS.smsLogs}?search=settings work`)).total).toBe(2);
    expect((await getList(t, horizon, `${PATHS.smsLogs}?search=%25`)).total).toBe(0);
    expect((await getList(t, horizon, `${PATHS.smsLogs}?order=asc`)).items[0]?.status).toBe('sent');
  });

  it('never answers a secret, clear or sealed, anywhere', async () => {
    answers.push((await call('GET', PATHS.emailLogs, horizon)).body);
    answers.push((await call('GET', PATHS.smsLogs, horizon)).body);
    answers.push((await call('GET', `${PATHS.smsLogs}?pageSize=100`, horizon)).body);
    const sealed = [await storedPassword(horizonId), await storedSmsSecret(horizonId)];
    expect(answers.length).toBeGreaterThan(15);
    for (const body of answers) {
      for (const secret of [SMTP_PASSWORD, SMS_SECRET, 'another one', ...sealed]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toMatch(/v1\.[A-Za-z0-9_-]{16}\./);
    }
  });
});

describe('two companies', () => {
  it('each sees and changes only its own settings and logs', async () => {
    const horizonEmail = await itemOf(PATHS.email, horizon);
    const horizonSms = await itemOf(PATHS.sms, horizon);
    const horizonSealed = await storedPassword(horizonId);
    expect(await itemOf(PATHS.email, oceanic)).toMatchObject({ isSaved: false, hasPassword: false });
    expect(
      (await getList(t, oceanic, PATHS.emailLogs)).items.every((i) => i.toAddress !== 'ops@horizon.example'),
    ).toBe(true);
    expect((await getList(t, oceanic, `${PATHS.emailLogs}?search=horizon`)).total).toBe(0);
    expect((await getList(t, oceanic, PATHS.smsLogs)).total).toBe(0);

    const saved = await call('PUT', PATHS.email, oceanic, {
      ...emailSettings(smtp.port, { password: 'oceanic-pass' }),
      fromEmail: 'no-reply@oceanic.example',
    });
    expect(saved.json().data.item.fromEmail).toBe('no-reply@oceanic.example');
    await call('PUT', PATHS.sms, oceanic, smsSettings(gateway.url, { senderId: 'OCEANIC' }));
    const oceanicSent = await call('POST', PATHS.emailTest, oceanic, { to: 'ops@oceanic.example' });
    expect(oceanicSent.json().data.item.status).toBe('sent');

    expect(await itemOf(PATHS.email, horizon)).toEqual(horizonEmail);
    expect(await itemOf(PATHS.sms, horizon)).toEqual(horizonSms);
    expect(await storedPassword(horizonId)).toBe(horizonSealed);
    expect((await getList(t, horizon, `${PATHS.emailLogs}?search=oceanic`)).total).toBe(0);
    const oceanicLogs = await getList<{ toAddress: string }>(t, oceanic, PATHS.emailLogs);
    expect(oceanicLogs.items.map((i) => i.toAddress)).toContain('ops@oceanic.example');
    expect(oceanicLogs.items.map((i) => i.toAddress)).not.toContain('ops@horizon.example');
  });

  it('refuses staff without the Company Settings permissions and changes nothing', async () => {
    const tokens = [(await t.login('ffd.sales')).token, (await t.login('horizon.settings')).token];
    const before = await countRows(t.db);
    const horizonEmail = await itemOf(PATHS.email, horizon);
    for (const token of tokens) {
      for (const [method, url, payload] of [
        ['GET', PATHS.email],
        ['PUT', PATHS.email, emailSettings(1, { password: 'hijack' })],
        ['POST', PATHS.emailTest, { to: 'x@example.com' }],
        ['GET', PATHS.sms],
        ['PUT', PATHS.sms, smsSettings('http://127.0.0.1:1/')],
        ['POST', PATHS.smsTest, { to: '+971501234567' }],
        ['GET', PATHS.emailLogs],
        ['GET', PATHS.smsLogs],
      ] as const) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await itemOf(PATHS.email, horizon)).toEqual(horizonEmail);
  });
});

/** The hostile bodies of one write route, built from a valid body. */
function hostileBodies(
  valid: Record<string, unknown>,
  textField: string,
  extra: HostileCase[],
): HostileCase[] {
  return [
    { name: `number ${textField}`, body: { ...valid, [textField]: 42 }, field: textField },
    { name: `array ${textField}`, body: { ...valid, [textField]: ['a'] }, field: textField },
    { name: `object ${textField}`, body: { ...valid, [textField]: { $ne: '' } }, field: textField },
    { name: `10k ${textField}`, body: { ...valid, [textField]: LONG }, field: textField },
    { name: `NUL in ${textField}`, body: { ...valid, [textField]: NUL }, field: textField },
    { name: 'companyId', body: { ...valid, companyId: 1 }, field: 'companyId' },
    { name: 'role', body: { ...valid, role: 'CAT_ADM' }, field: 'role' },
    {
      name: '__proto__',
      body: null,
      raw: JSON.stringify(valid).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
      field: 'body',
    },
    { name: 'array body', body: [valid], field: 'body' },
    { name: 'null body', body: null, field: 'body' },
    ...extra,
  ];
}

describe('hostile bodies are refused naming the field, storing nothing', () => {
  it('PUT e-mail settings', async () => {
    const valid = emailSettings(2525, { password: 'p' });
    const before = await itemOf(PATHS.email, horizon);
    const sealed = await storedPassword(horizonId);
    const { host: _host, ...noHost } = valid;
    await expectHostileRefused(
      t,
      horizon,
      'PUT',
      PATHS.email,
      hostileBodies(valid, 'fromName', [
        { name: 'missing host', body: noHost, field: 'host' },
        { name: 'host with a path', body: { ...valid, host: 'smtp.example.com/x' }, field: 'host' },
        { name: 'port as text', body: { ...valid, port: '25' }, field: 'port' },
        { name: 'port 0', body: { ...valid, port: 0 }, field: 'port' },
        { name: 'port 70000', body: { ...valid, port: 70_000 }, field: 'port' },
        { name: 'enabled as text', body: { ...valid, isEnabled: 'yes' }, field: 'isEnabled' },
        { name: 'bad from e-mail', body: { ...valid, fromEmail: 'not-mail' }, field: 'fromEmail' },
        {
          name: 'header injection',
          body: { ...valid, fromName: 'A\r\nBcc: all@x.example' },
          field: 'fromName',
        },
        { name: 'number password', body: { ...valid, password: 1234 }, field: 'password' },
        { name: 'NUL password', body: { ...valid, password: NUL }, field: 'password' },
        {
          name: 'sealed column',
          body: { ...valid, passwordEncrypted: 'v1.a.b.c' },
          field: 'passwordEncrypted',
        },
        { name: 'hasPassword', body: { ...valid, hasPassword: true }, field: 'hasPassword' },
      ]),
    );
    expect(await itemOf(PATHS.email, horizon)).toEqual(before);
    expect(await storedPassword(horizonId)).toBe(sealed);
  });

  it('PUT SMS settings', async () => {
    const valid = smsSettings('https://sms.example/send', { secret: 's' });
    const before = await itemOf(PATHS.sms, horizon);
    await expectHostileRefused(
      t,
      horizon,
      'PUT',
      PATHS.sms,
      hostileBodies(valid, 'senderId', [
        { name: 'unknown provider', body: { ...valid, provider: 'carrier-pigeon' }, field: 'provider' },
        { name: 'sender of 12 letters', body: { ...valid, senderId: 'ABCDEFGHIJKL' }, field: 'senderId' },
        { name: 'sender symbols', body: { ...valid, senderId: 'HZ<script>' }, field: 'senderId' },
        { name: 'file URL', body: { ...valid, apiUrl: 'file:///etc/passwd' }, field: 'apiUrl' },
        { name: 'SID path', body: { ...valid, accountId: 'AC../../x' }, field: 'accountId' },
        { name: 'object secret', body: { ...valid, secret: { a: 1 } }, field: 'secret' },
        { name: 'long secret', body: { ...valid, secret: LONG }, field: 'secret' },
        { name: 'sealed column', body: { ...valid, secretEncrypted: 'v1.a.b.c' }, field: 'secretEncrypted' },
      ]),
    );
    expect(await itemOf(PATHS.sms, horizon)).toEqual(before);
  });

  it('POST test e-mail and test SMS', async () => {
    const email = { to: 'ops@horizon.example' };
    await expectHostileRefused(
      t,
      horizon,
      'POST',
      PATHS.emailTest,
      hostileBodies(email, 'to', [
        { name: 'missing to', body: {}, field: 'to' },
        { name: 'not an address', body: { to: 'ops' }, field: 'to' },
        { name: 'two addresses', body: { to: 'a@x.example, b@y.example' }, field: 'to' },
        { name: 'header injection', body: { to: 'a@x.example\r\nBcc: b@y.example' }, field: 'to' },
      ]),
    );
    const sms = { to: '+971501234567' };
    await expectHostileRefused(
      t,
      horizon,
      'POST',
      PATHS.smsTest,
      hostileBodies(sms, 'to', [
        { name: 'missing to', body: {}, field: 'to' },
        { name: 'no plus', body: { to: '971501234567' }, field: 'to' },
        { name: 'spaces', body: { to: '+971 50 123 4567' }, field: 'to' },
        { name: 'leading zero country', body: { to: '+0501234567' }, field: 'to' },
        { name: '16 digits', body: { to: '+1234567890123456' }, field: 'to' },
      ]),
    );
  });
});
