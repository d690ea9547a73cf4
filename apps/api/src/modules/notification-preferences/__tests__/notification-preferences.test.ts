import {
  CUSTOMER_KYC_PATHS,
  CUSTOMERS_ACCESS,
  type CustomerSmsNumber,
  KYC_UPDATE_REQUEST_PATHS,
  type KycDetails,
  MESSAGING_SETTINGS_PATHS,
  type MyNotificationPreferences,
  NOTIFICATION_KIND,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_PATHS as PATHS,
  PERMISSIONS,
} from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationPreferences, notifications, smsLogs } from '../../../db/schema';
import {
  createAdmin,
  createCompany,
  createUser,
  type TestCompany,
  type TestUser,
} from '../../../test/factories';
import { createApprovedKyc, type TestCustomerKyc } from '../../../test/kyc-factories';
import { type FakeHttp, startFakeHttp } from '../../../test/loopback-servers';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JOB_NOTIFICATION_KIND } from '../../jobs/job-moves';
import { notifyUser } from '../../notifications/notifications.service';
import { ENQUIRY_NOTIFICATION_KIND } from '../../rate-enquiries/enquiry-notices';

const REVIEWER = [CUSTOMERS_ACCESS.view[0], CUSTOMERS_ACCESS.update[0]] as string[];
const KIND = NOTIFICATION_KIND.kycUpdateRequested;

let t: TestApp;
let forwarder: TestCompany;
let admin: TestUser;
let sales: TestUser;
let gateway: FakeHttp;
/** How many of the next gateway calls fail with a 500. */
let failingCalls = 0;

beforeAll(async () => {
  t = await createTestApp();
  forwarder = await createCompany(t);
  admin = await createAdmin(t, { company: forwarder });
  sales = await createUser(t, { company: forwarder, permissions: REVIEWER });
  gateway = await startFakeHttp(() => {
    if (failingCalls > 0) {
      failingCalls--;
      return { status: 500, body: { error: 'busy' } };
    }
    return { status: 200, body: { id: `gw-${Date.now()}` } };
  });
});
afterAll(async () => {
  await gateway?.close();
  await t?.close();
});

const preferencesOf = async (token: string) =>
  expectItemData<MyNotificationPreferences>(await t.as(token).get(PATHS.mine));

function expectItemData<T>(res: { statusCode: number; body: string; json: <U>() => U }, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ data: T }>().data;
}

const choose = (token: string, items: { kind: string; byEmail: boolean; bySms: boolean }[]) =>
  t.as(token).put(PATHS.mine, { items });

const setMobile = (token: string, mobile: string | null) => t.as(token).put(PATHS.myMobile, { mobile });

const enableSms = (token: string, extra: Record<string, unknown> = {}) =>
  t.as(token).put(MESSAGING_SETTINGS_PATHS.sms, {
    isEnabled: true,
    provider: 'http',
    senderId: 'OCEANIC',
    accountId: null,
    apiUrl: gateway.url,
    ...extra,
  });

/** A customer of the forwarder asks to change its KYC: the flow tells the sales person (KIND). */
async function askForChange(customer: TestCustomerKyc, phone: string) {
  const details: KycDetails = { ...customer.details, phone };
  const res = await t.as(customer.user.token).post(KYC_UPDATE_REQUEST_PATHS.list, { details });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { item: { id: number } } }>().data.item.id;
}

const lastNotification = async (userId: number, kind: string) => {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));
  const row = rows.at(-1);
  if (!row) throw new Error('no notification');
  return row;
};

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));

const smsTo = (number: string) =>
  t.db.select().from(smsLogs).where(eq(smsLogs.toNumber, number)).orderBy(asc(smsLogs.id));

describe('my notification preferences', () => {
  it('starts from the defaults: every kind in the app only, no mobile, SMS not set up', async () => {
    const user = await createUser(t, { company: forwarder });
    const mine = await preferencesOf(user.token);
    expect(mine.mobile).toBeNull();
    expect(mine.isSmsAvailable).toBe(false);
    expect(mine.items.map((i) => i.kind)).toEqual(NOTIFICATION_KINDS.map((k) => k.kind));
    expect(mine.items.every((i) => !i.byEmail && !i.bySms)).toBe(true);
    expect(mine.items[0]).toMatchObject({ label: NOTIFICATION_KINDS[0]?.label, group: 'Company' });
  });

  it('round-trips: the kinds sent change, the others keep theirs', async () => {
    const user = await createUser(t, { company: forwarder });
    const first = expectItemData<MyNotificationPreferences>(
      await choose(user.token, [
        { kind: KIND, byEmail: true, bySms: false },
        { kind: NOTIFICATION_KIND.kycSubmitted, byEmail: true, bySms: true },
      ]),
    );
    expect(first.items.find((i) => i.kind === KIND)).toMatchObject({ byEmail: true, bySms: false });
    await choose(user.token, [{ kind: KIND, byEmail: false, bySms: true }]);
    const mine = await preferencesOf(user.token);
    expect(mine.items.find((i) => i.kind === KIND)).toMatchObject({ byEmail: false, bySms: true });
    expect(mine.items.find((i) => i.kind === NOTIFICATION_KIND.kycSubmitted)).toMatchObject({
      byEmail: true,
      bySms: true,
    });
    expect(mine.items.filter((i) => i.byEmail || i.bySms)).toHaveLength(2);
  });

  it('keeps each user to his own preferences', async () => {
    const one = await createUser(t, { company: forwarder });
    const other = await createUser(t, { company: forwarder });
    await choose(one.token, [{ kind: KIND, byEmail: true, bySms: true }]);
    await choose(other.token, [{ kind: KIND, byEmail: false, bySms: false }]);
    expect((await preferencesOf(one.token)).items.find((i) => i.kind === KIND)).toMatchObject({
      byEmail: true,
      bySms: true,
    });
    const rows = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, one.id));
    expect(rows).toHaveLength(1);
    // No id in the path or the body reaches another user's rows.
    await expectHostileRefused(t, other.token, 'PUT', PATHS.mine, [
      { name: 'a user id', body: { userId: one.id, items: [] }, field: 'userId' },
    ]);
    expect((await t.as().get(PATHS.mine)).statusCode).toBe(401);
  });

  it('refuses hostile bodies, naming the field and storing nothing', async () => {
    const user = await createUser(t, { company: forwarder });
    const item = { kind: KIND, byEmail: true, bySms: false };
    const cases: HostileCase[] = [
      { name: 'unknown field', body: { items: [], extra: 1 }, field: 'extra' },
      { name: 'no items', body: {}, field: 'items' },
      { name: 'items not a list', body: { items: 'all' }, field: 'items' },
      { name: 'unknown kind', body: { items: [{ ...item, kind: 'made-up' }] }, field: 'items.0.kind' },
      { name: 'long kind', body: { items: [{ ...item, kind: LONG }] }, field: 'items.0.kind' },
      { name: 'NUL kind', body: { items: [{ ...item, kind: NUL }] }, field: 'items.0.kind' },
      { name: 'kind not text', body: { items: [{ ...item, kind: 7 }] }, field: 'items.0.kind' },
      { name: 'flag not boolean', body: { items: [{ ...item, byEmail: 'yes' }] }, field: 'items.0.byEmail' },
      { name: 'missing flag', body: { items: [{ kind: KIND, byEmail: true }] }, field: 'items.0.bySms' },
      { name: 'unknown item field', body: { items: [{ ...item, userId: 1 }] }, field: 'items.0.userId' },
      { name: 'kind twice', body: { items: [item, { ...item, byEmail: false }] }, field: 'items.1.kind' },
      {
        name: 'too many',
        body: { items: Array.from({ length: NOTIFICATION_KINDS.length + 1 }, () => item) },
        field: 'items',
      },
      { name: 'not JSON', body: null, raw: '{"items":', field: 'body' },
    ];
    await expectHostileRefused(t, user.token, 'PUT', PATHS.mine, cases);
  });

  it('lists the kinds the API modules name themselves', () => {
    const kinds = NOTIFICATION_KINDS.map((k) => k.kind);
    expect(kinds).toContain(JOB_NOTIFICATION_KIND);
    expect(kinds).toContain(ENQUIRY_NOTIFICATION_KIND);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});

describe('my mobile number', () => {
  it('is set, shown with the preferences, and removed', async () => {
    const user = await createUser(t, { company: forwarder });
    expect(expectItem<{ mobile: string | null }>(await setMobile(user.token, '+971501234567'))).toEqual({
      mobile: '+971501234567',
    });
    expect((await preferencesOf(user.token)).mobile).toBe('+971501234567');
    expect(expectItem<{ mobile: string | null }>(await setMobile(user.token, ''))).toEqual({ mobile: null });
    await setMobile(user.token, '+971501234567');
    expect(expectItem<{ mobile: string | null }>(await setMobile(user.token, null))).toEqual({
      mobile: null,
    });
  });

  it('refuses what is not an E.164 number', async () => {
    const user = await createUser(t, { company: forwarder });
    await expectHostileRefused(t, user.token, 'PUT', PATHS.myMobile, [
      { name: 'not a number', body: { mobile: '050 123 4567' }, field: 'mobile' },
      { name: 'too long', body: { mobile: `+${'1'.repeat(40)}` }, field: 'mobile' },
      { name: 'huge', body: { mobile: LONG }, field: 'mobile' },
      { name: 'NUL', body: { mobile: `+9715012${NUL}` }, field: 'mobile' },
      { name: 'not text', body: { mobile: 971501234567 }, field: 'mobile' },
      { name: 'missing', body: {}, field: 'mobile' },
      { name: 'another user', body: { mobile: '+971501234567', userId: admin.id }, field: 'userId' },
    ]);
  });
});

describe('e-mail and SMS copies of notifications', () => {
  it('mails a copy to a user who chose e-mail for the kind, once the queue runs', async () => {
    await choose(sales.token, [{ kind: KIND, byEmail: true, bySms: false }]);
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const before = (await mailsTo(sales.email)).length;
    await askForChange(customer, '+49 40 555 0101');
    const notification = await lastNotification(sales.id, KIND);
    // Queued with the notification, sent by the job.
    expect(await mailsTo(sales.email)).toHaveLength(before);
    await t.drainJobs();
    const mails = (await mailsTo(sales.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: notification.title, companyId: forwarder.id });
    expect(mails[0]?.textBody).toContain(notification.body);
    expect(mails[0]?.textBody).toContain(`${t.config.publicAppUrl}${notification.link}`);
    await t.drainJobs();
    expect((await mailsTo(sales.email)).slice(before)).toHaveLength(1);
  });

  it('sends nothing when the preference is off (or the kind is another)', async () => {
    const user = await createUser(t, { company: forwarder });
    await setMobile(user.token, '+971509990001');
    await choose(user.token, [
      { kind: KIND, byEmail: false, bySms: false },
      { kind: NOTIFICATION_KIND.kycSubmitted, byEmail: true, bySms: true },
    ]);
    await t.db.transaction((tx) =>
      notifyUser(tx, user.id, {
        kind: KIND,
        title: 'Off for this kind',
        body: 'In the app only',
        link: null,
      }),
    );
    await t.drainJobs();
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await smsTo('+971509990001')).toHaveLength(0);
    expect(await lastNotification(user.id, KIND)).toMatchObject({ title: 'Off for this kind' });
  });

  it('queues nothing when the writing transaction rolls back', async () => {
    const user = await createUser(t, { company: forwarder });
    await choose(user.token, [{ kind: KIND, byEmail: true, bySms: false }]);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyUser(tx, user.id, { kind: KIND, title: 'Undone', body: 'Never', link: null });
        throw new Error('the flow failed');
      }),
    ).rejects.toThrow('the flow failed');
    await t.drainJobs();
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('sends an SMS through the company provider and logs it; a failure is retried by the queue', async () => {
    expect((await enableSms(admin.token)).statusCode).toBe(200);
    const user = await createUser(t, { company: forwarder, permissions: REVIEWER });
    await setMobile(user.token, '+971501110001');
    await choose(user.token, [{ kind: KIND, byEmail: true, bySms: true }]);
    expect((await preferencesOf(user.token)).isSmsAvailable).toBe(true);
    const customer = await createApprovedKyc(t, { forwarder, salesUser: user });

    failingCalls = 1;
    await askForChange(customer, '+49 40 555 0102');
    const notification = await lastNotification(user.id, KIND);
    await t.drainJobs();

    const logs = await smsTo('+971501110001');
    expect(logs.map((l) => l.status)).toEqual(['failed', 'sent']);
    expect(logs[1]).toMatchObject({ companyId: forwarder.id, provider: 'http', sentBy: null });
    expect(logs[1]?.body).toContain(notification.title);
    const received = JSON.parse(gateway.requests.at(-1)?.body ?? '{}');
    expect(received).toMatchObject({ to: '+971501110001', from: 'OCEANIC' });
    // The retry did not mail a second time.
    expect((await mailsTo(user.email)).filter((m) => m.subject === notification.title)).toHaveLength(1);
  });

  it("sends a customer's SMS through its forwarder's provider", async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    await setMobile(customer.user.token, '+971501110002');
    await choose(customer.user.token, [
      { kind: NOTIFICATION_KIND.kycUpdateApproved, byEmail: false, bySms: true },
    ]);
    expect((await preferencesOf(customer.user.token)).isSmsAvailable).toBe(true);
    const requestId = await askForChange(customer, '+49 40 555 0103');
    const approve = KYC_UPDATE_REQUEST_PATHS.approve.replace(':id', String(requestId));
    expect((await t.as(sales.token).post(approve, {})).statusCode).toBe(200);
    await t.drainJobs();
    const logs = await smsTo('+971501110002');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ companyId: forwarder.id, status: 'sent' });
  });

  it('sends no SMS without a mobile number or with SMS disabled for the company', async () => {
    const other = await createCompany(t);
    const otherAdmin = await createAdmin(t, { company: other });
    const noMobile = await createUser(t, { company: forwarder });
    const disabled = await createUser(t, { company: other });
    await setMobile(disabled.token, '+971501110003');
    await enableSms(otherAdmin.token, { isEnabled: false });
    for (const user of [noMobile, disabled]) {
      await choose(user.token, [{ kind: KIND, byEmail: false, bySms: true }]);
      await t.db.transaction((tx) =>
        notifyUser(tx, user.id, { kind: KIND, title: 'No SMS', body: 'Nothing to send', link: null }),
      );
    }
    const requests = gateway.requests.length;
    await t.drainJobs();
    expect(gateway.requests.length).toBe(requests);
    expect(await smsTo('+971501110003')).toHaveLength(0);
    expect((await preferencesOf(disabled.token)).isSmsAvailable).toBe(false);
  });
});

describe('SMS number view (SPEC §6)', () => {
  const pathOf = (id: number) => CUSTOMER_KYC_PATHS.smsNumbers.replace(':id', String(id));
  let customer: TestCustomerKyc;

  beforeAll(async () => {
    customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    await setMobile(customer.user.token, '+971502220001');
  });

  it('shows the customer users’ numbers to holders of one of the three permissions', async () => {
    for (const permission of [
      PERMISSIONS.viewCustomerQuerySalesEnquiries,
      PERMISSIONS.viewCustomerEnquiriesService,
      PERMISSIONS.viewCustomerEnquiriesAccount,
    ]) {
      const viewer = await createUser(t, { company: forwarder, permissions: [permission] });
      const items = expectItemData<{ items: CustomerSmsNumber[] }>(
        await t.as(viewer.token).get(pathOf(customer.kycId)),
      ).items;
      expect(items).toEqual([
        {
          userId: customer.user.id,
          fullName: customer.user.fullName,
          username: customer.user.username,
          mobile: '+971502220001',
        },
      ]);
    }
  });

  it('hides them from everyone else', async () => {
    // Customers view and update, but none of the three.
    expect((await t.as(sales.token).get(pathOf(customer.kycId))).statusCode).toBe(403);
    expect((await t.as(customer.user.token).get(pathOf(customer.kycId))).statusCode).toBe(403);
    expect((await t.as().get(pathOf(customer.kycId))).statusCode).toBe(401);
    // Another forwarder's viewer: as if the customer did not exist.
    const stranger = await createAdmin(t);
    expect((await t.as(stranger.token).get(pathOf(customer.kycId))).statusCode).toBe(404);
    expect((await t.as(admin.token).get(pathOf(2_147_483_000))).statusCode).toBe(404);
  });
});
