import {
  ACCOUNTS_ACCESS,
  customerKycLink,
  KYC_INVITATION_TTL_SECONDS,
  KYC_PUBLIC_MESSAGES,
  KYC_STATUS,
  KYC_UPDATE_REQUEST_STATUS,
  kycApiPath,
  PERMISSIONS,
  ROUTES,
  SALES_ACCESS,
} from '@fastforward/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, kycInvitations, kycUpdateRequests, mailOutbox, users } from '../../../db/schema';
import { hashToken } from '../../../lib/crypto';
import { createCompany, createUser, signIn, type TestCompany, type TestUser } from '../../../test/factories';
import { createApprovedKyc, createKycInvitation, createSubmittedKyc } from '../../../test/kyc-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCustomersStaff, createTier, kycRow, lastMailTo, P } from './customer-kycs-fixtures';

type Row = {
  id: number;
  companyName: string;
  email: string;
  status: string;
  salesPerson: { id: number; fullName: string } | null;
  tier: { id: number; name: string } | null;
  hasPendingUpdate: boolean;
};
type Item = Row & {
  version: number;
  customerUser: { id: number; username: string; isEmailVerified: boolean } | null;
  customerCompany: { id: number; shortName: string | null } | null;
  rejectionReason: string | null;
  reviewedBy: { id: number; fullName: string } | null;
  pendingUpdateRequestId: number | null;
};
type LogEntry = {
  action: string;
  actionLabel: string;
  actor: { id: number; fullName: string } | null;
  remarks: string | null;
  details: Record<string, unknown> | null;
};

let t: TestApp;
let forwarder: TestCompany;
let sales: TestUser;
let colleague: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  forwarder = await createCompany(t, { name: 'Harbour Lines', terms: true });
  sales = await createCustomersStaff(t, forwarder, 'Sam Sales');
  colleague = await createCustomersStaff(t, forwarder, 'Cora Colleague');
});
afterAll(() => t.close());

const as = () => t.as(sales.token);
const item = async (id: number) => expectItem<Item>(await as().get(kycApiPath(P.item, id)));
const logOf = async (id: number) =>
  (await as().get(kycApiPath(P.approveLog, id))).json<{ data: { items: LogEntry[] } }>().data.items;
const invitationsOf = (kycId: number) =>
  t.db.select().from(kycInvitations).where(eq(kycInvitations.kycId, kycId)).orderBy(asc(kycInvitations.id));

describe('inviting a customer', () => {
  it('creates an invited KYC and mails its link, valid for the invitation period', async () => {
    const email = 'buyer@northwind.test';
    const res = await as().post(P.list, { email, companyName: 'Northwind Traders' });
    const kyc = expectItem<Item>(res, 201);
    expect(kyc).toMatchObject({
      status: KYC_STATUS.invited,
      companyName: 'Northwind Traders',
      email,
      salesPerson: { id: sales.id, fullName: 'Sam Sales' },
      tier: null,
      customerUser: null,
      version: 0,
    });
    const [invitation] = await invitationsOf(kyc.id);
    expect(invitation).toMatchObject({ userId: sales.id, email, isMailed: true, revokedAt: null });
    expect(invitation?.expiresAt.getTime()).toBe(t.clock.now.getTime() + KYC_INVITATION_TTL_SECONDS * 1000);

    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('Harbour Lines invites you to open a customer account');
    expect(mail?.textBody).toContain('Sam Sales');
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    expect(hashToken(token)).toBe(invitation?.tokenHash);
    const link = customerKycLink(t.config.publicAppUrl, {
      userId: sales.id,
      email,
      invitationId: invitation?.id ?? 0,
      token,
    });
    expect(mail?.textBody).toContain(link);

    const log = await logOf(kyc.id);
    expect(log.map((l) => l.action)).toEqual(['invited']);
    expect(log[0]?.actor).toEqual({ id: sales.id, fullName: 'Sam Sales' });
  });

  it('assigns the sales person chosen, who must be an active colleague', async () => {
    const kyc = expectItem<Item>(
      await as().post(P.list, {
        email: 'ops@bluebird.test',
        companyName: 'Bluebird',
        salesPersonId: colleague.id,
      }),
      201,
    );
    expect(kyc.salesPerson).toEqual({ id: colleague.id, fullName: 'Cora Colleague' });

    const before = await countRows(t.db);
    const stranger = await createUser(t);
    const disabled = await createUser(t, { company: forwarder });
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
    const counted = await countRows(t.db);
    for (const salesPersonId of [stranger.id, disabled.id]) {
      const res = await as().post(P.list, { email: 'x@y.test', companyName: 'X', salesPersonId });
      expectFieldError(res, 404, 'salesPersonId');
    }
    expect(await countRows(t.db)).toEqual(counted);
    expect(counted.customer_kycs).toBe(before.customer_kycs);
  });

  it('refuses a second open KYC for the same address (409 on email)', async () => {
    await as().post(P.list, { email: 'twice@acme.test', companyName: 'Twice' });
    const before = await countRows(t.db);
    const res = await t.as(colleague.token).post(P.list, { email: 'TWICE@acme.test', companyName: 'Again' });
    expect(expectFieldError(res, 409, 'email').defaultMessage).toMatch(/already has an open KYC/);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('regenerates the link: the older one is revoked, only while invited', async () => {
    const created = expectItem<Item>(
      await as().post(P.list, { email: 'again@kestrel.test', companyName: 'Kestrel' }),
      201,
    );
    t.clock.advance(60_000);
    const res = await as().post(kycApiPath(P.link, created.id));
    expect(res.statusCode, res.body).toBe(200);
    const [old, fresh] = await invitationsOf(created.id);
    expect(old?.revokedAt).toEqual(t.clock.now);
    expect(fresh).toMatchObject({ revokedAt: null, isMailed: true });
    const mail = await lastMailTo(t, 'again@kestrel.test');
    expect(mail?.textBody).toContain(`/${fresh?.id}?token=`);
    // Through the public form: the new link opens, the old one is answered as any invalid link.
    const tokenOf = (text: string | undefined) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'again@kestrel.test'))
      .orderBy(asc(mailOutbox.id));
    const open = (invitationId: number | undefined, text: string | undefined) =>
      t.as().post(P.publicOpen, {
        userId: sales.id,
        email: 'again@kestrel.test',
        invitationId,
        token: tokenOf(text),
      });
    expect((await open(fresh?.id, mails[1]?.textBody)).statusCode).toBe(200);
    const stale = await open(old?.id, mails[0]?.textBody);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe(KYC_PUBLIC_MESSAGES.linkInvalid);
    expect((await logOf(created.id)).map((l) => l.action)).toEqual(['invited', 'link_regenerated']);

    const submitted = await createSubmittedKyc(t, { forwarder, salesUser: sales });
    const before = await countRows(t.db);
    expectFieldError(await as().post(kycApiPath(P.link, submitted.kycId)), 409, 'status');
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('the list', () => {
  it('shows the forwarder its customers, searched, filtered and paged; never drafts', async () => {
    const other = await createCompany(t);
    const mine = await createApprovedKyc(t, {
      forwarder,
      salesUser: colleague,
      companyName: 'Zephyr Imports',
    });
    await createKycInvitation(t, { forwarder, salesUser: sales, mailed: false, companyName: 'Drafty Co' });
    await createSubmittedKyc(t, { forwarder: other, companyName: 'Zephyr Elsewhere' });
    await t.db.insert(kycUpdateRequests).values({
      companyId: forwarder.id,
      kycId: mine.kycId,
      status: KYC_UPDATE_REQUEST_STATUS.pending,
      changes: [],
      requestedBy: mine.user.id,
    });

    const zephyr = expectList<Row>(await as().get(`${P.list}?search=zephyr`));
    expect(zephyr.items.map((r) => r.companyName)).toEqual(['Zephyr Imports']);
    expect(zephyr.items[0]).toMatchObject({ status: 'approved', hasPendingUpdate: true });
    expect(expectList<Row>(await as().get(`${P.list}?search=drafty`)).total).toBe(0);
    const byShortName = expectList<Row>(await as().get(`${P.list}?search=${mine.company.shortName}`));
    expect(byShortName.items.map((r) => r.id)).toEqual([mine.kycId]);

    const updates = expectList<Row>(await as().get(`${P.list}?status=update_requested`));
    expect(updates.items.map((r) => r.id)).toEqual([mine.kycId]);
    const invited = expectList<Row>(await as().get(`${P.list}?status=invited&pageSize=100`));
    expect(invited.items.length).toBeGreaterThan(0);
    expect(invited.items.every((r) => r.status === 'invited')).toBe(true);
    const colleagues = expectList<Row>(
      await as().get(`${P.list}?salesPersonId=${colleague.id}&pageSize=100`),
    );
    expect(colleagues.items.every((r) => r.salesPerson?.id === colleague.id)).toBe(true);
    expect(colleagues.items.map((r) => r.id)).toContain(mine.kycId);

    const all = expectList<Row>(await as().get(P.list));
    expect(all.pageSize).toBe(10);
    const byName = expectList<Row>(await as().get(`${P.list}?sort=companyName&order=asc&pageSize=100`));
    const names = byName.items.map((r) => r.companyName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expectFieldError(await as().get(`${P.list}?status=draft`), 400, 'status');
  });

  it('answers the active staff for the pickers', async () => {
    const res = await as().get(P.salesPersons);
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json<{ data: { items: { id: number; fullName: string }[] } }>().data.items;
    expect(people.map((p) => p.id)).toEqual(expect.arrayContaining([sales.id, colleague.id]));
  });

  it("answers the Sales module's pickers too: its company's enabled staff only, and no one else's", async () => {
    const salesOnly = await createUser(t, {
      company: forwarder,
      fullName: 'Sid Sales-only',
      permissions: SALES_ACCESS.view.filter((p) => p !== PERMISSIONS.businessAdmin),
    });
    const leaver = await createUser(t, { company: forwarder, fullName: 'Lee Leaver' });
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, leaver.id));
    const stranger = await createUser(t, { fullName: 'Olga Other' });

    const res = await t.as(salesOnly.token).get(P.salesPersons);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res
      .json<{ data: { items: { id: number; fullName: string }[] } }>()
      .data.items.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([sales.id, colleague.id, salesOnly.id]));
    expect(ids).not.toContain(leaver.id);
    expect(ids).not.toContain(stranger.id);

    const neither = await createUser(t, {
      company: forwarder,
      permissions: ACCOUNTS_ACCESS.view.filter((p) => p !== PERMISSIONS.businessAdmin),
    });
    expect((await t.as(neither.token).get(P.salesPersons)).statusCode).toBe(403);
  });
});

describe('reviewing a submitted KYC', () => {
  it('approves with a tier: the company is verified and its user mailed the first-login link', async () => {
    const tier = await createTier(t, forwarder, 'Gold');
    const customer = await createSubmittedKyc(t, { forwarder, salesUser: sales, firstLogin: true });
    const before = await item(customer.kycId);
    expect(before).toMatchObject({ status: 'submitted', version: 1 });
    expect(before.customerUser).toMatchObject({ id: customer.user.id, username: customer.user.username });

    const stale = await as().post(kycApiPath(P.approve, customer.kycId), { expectedVersion: 0 });
    expectFieldError(stale, 409, 'version');
    const foreignTier = await createTier(t, await createCompany(t), 'Foreign');
    const foreign = await as().post(kycApiPath(P.approve, customer.kycId), {
      expectedVersion: 1,
      tierId: foreignTier.id,
    });
    expectFieldError(foreign, 404, 'tierId');
    expect((await item(customer.kycId)).status).toBe('submitted');

    const res = await as().post(kycApiPath(P.approve, customer.kycId), {
      expectedVersion: 1,
      tierId: tier.id,
      remarks: 'Documents in order',
    });
    const approved = expectItem<Item>(res);
    expect(approved).toMatchObject({
      status: 'approved',
      version: 2,
      tier: { id: tier.id, name: 'Gold' },
      reviewedBy: { id: sales.id, fullName: 'Sam Sales' },
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, customer.company.id));
    expect(company).toMatchObject({
      isSystemVerified: true,
      hasCompleteCompanySetting: true,
      reviewedBy: sales.id,
    });
    const mail = await lastMailTo(t, customer.user.email);
    expect(mail?.textBody).toContain(`${t.config.publicAppUrl}${ROUTES.changePassword}?t=`);
    expect(mail?.subject).toContain('Harbour Lines');

    const log = await logOf(customer.kycId);
    expect(log.map((l) => l.action)).toEqual(['submitted', 'approved']);
    expect(log[1]).toMatchObject({
      actionLabel: 'Approved',
      actor: { id: sales.id },
      remarks: 'Documents in order',
      details: { tier: { id: tier.id, name: 'Gold' } },
    });
    // Approved is final: approving or rejecting again is a conflict.
    expectFieldError(
      await as().post(kycApiPath(P.approve, customer.kycId), { expectedVersion: 2 }),
      409,
      'status',
    );
    expectFieldError(
      await as().post(kycApiPath(P.reject, customer.kycId), { expectedVersion: 2, reason: 'No' }),
      409,
      'status',
    );
  });

  it('rejects with a reason: the customer is mailed it and can no longer sign in', async () => {
    const customer = await createSubmittedKyc(t, { forwarder, salesUser: sales });
    const res = await as().post(kycApiPath(P.reject, customer.kycId), {
      expectedVersion: 1,
      reason: '  Tax document unreadable ',
    });
    expect(expectItem<Item>(res)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Tax document unreadable',
    });
    const mail = await lastMailTo(t, customer.user.email);
    expect(mail?.textBody).toContain('Reason: Tax document unreadable');
    await expect(signIn(t, customer.user)).rejects.toThrow();
    const log = await logOf(customer.kycId);
    expect(log.at(-1)).toMatchObject({ action: 'rejected', remarks: 'Tax document unreadable' });
    expect((await kycRow(t, customer.kycId))?.reviewedBy).toBe(sales.id);
  });
});

describe('looking after a customer', () => {
  it('sets and clears the tier, logging from and to', async () => {
    const silver = await createTier(t, forwarder, 'Silver');
    const bronze = await createTier(t, forwarder, 'Bronze');
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const path = kycApiPath(P.tier, customer.kycId);
    expect(expectItem<Item>(await as().put(path, { tierId: silver.id })).tier).toEqual(silver);
    expect(expectItem<Item>(await as().put(path, { tierId: bronze.id })).tier).toEqual(bronze);
    expect(expectItem<Item>(await as().put(path, { tierId: null })).tier).toBeNull();
    const foreign = await createTier(t, await createCompany(t), 'Elsewhere');
    const before = await countRows(t.db);
    expectFieldError(await as().put(path, { tierId: foreign.id }), 404, 'tierId');
    expect(await countRows(t.db)).toEqual(before);

    const tierLog = (await logOf(customer.kycId)).filter((l) => l.action === 'tier_set');
    expect(tierLog.map((l) => l.details)).toEqual([
      { from: null, to: silver },
      { from: silver, to: bronze },
      { from: bronze, to: null },
    ]);
  });

  it('transfers the customer to a colleague, logging both', async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    const path = kycApiPath(P.transfer, customer.kycId);
    const moved = expectItem<Item>(
      await as().post(path, { salesPersonId: colleague.id, remarks: 'Holiday' }),
    );
    expect(moved.salesPerson).toEqual({ id: colleague.id, fullName: 'Cora Colleague' });
    expectFieldError(await as().post(path, { salesPersonId: colleague.id }), 409, 'salesPersonId');
    const stranger = await createUser(t);
    expectFieldError(await as().post(path, { salesPersonId: stranger.id }), 404, 'salesPersonId');
    expect((await logOf(customer.kycId)).at(-1)).toMatchObject({
      action: 'transferred',
      actionLabel: 'Transferred',
      remarks: 'Holiday',
      details: {
        from: { id: sales.id, fullName: 'Sam Sales' },
        to: { id: colleague.id, fullName: 'Cora Colleague' },
      },
    });
  });

  it('resends the verification mail only while the address is unproven', async () => {
    const customer = await createSubmittedKyc(t, { forwarder, salesUser: sales });
    const path = kycApiPath(P.resendVerification, customer.kycId);
    const verified = await as().post(path);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('The e-mail address is already verified');

    await t.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, customer.user.id));
    const res = await as().post(path);
    expect(expectItem<Item>(res).customerUser?.isEmailVerified).toBe(false);
    expect((await lastMailTo(t, customer.user.email))?.textBody).toContain('/verify-email?token=');
    expect((await logOf(customer.kycId)).at(-1)?.action).toBe('verification_mail_resent');

    const invited = await createKycInvitation(t, { forwarder, salesUser: sales });
    expect((await as().post(kycApiPath(P.resendVerification, invited.kycId))).statusCode).toBe(409);
  });

  it('keeps the whole approve log, oldest first, with who did what', async () => {
    const customer = await createSubmittedKyc(t, { forwarder, salesUser: sales });
    const tier = await createTier(t, forwarder, 'Platinum');
    await t.as(colleague.token).post(kycApiPath(P.approve, customer.kycId), { expectedVersion: 1 });
    await as().put(kycApiPath(P.tier, customer.kycId), { tierId: tier.id });
    const log = await logOf(customer.kycId);
    expect(log.map((l) => [l.action, l.actionLabel, l.actor?.fullName ?? null])).toEqual([
      ['submitted', 'Submitted', null],
      ['approved', 'Approved', 'Cora Colleague'],
      ['tier_set', 'Tier set', 'Sam Sales'],
    ]);
  });
});
