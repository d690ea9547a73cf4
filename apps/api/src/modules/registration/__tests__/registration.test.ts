import {
  COMPANY_APPROVAL_MESSAGES,
  COMPANY_SETTINGS_PATHS,
  companyApprovePath,
  LIMITED_NOTIFICATION_COUNT,
  NOTIFICATION_PATHS,
  PERMISSIONS,
  PLATFORM_DOCUMENT_PATHS,
  REGISTRATION_MESSAGES,
  REGISTRATION_PATHS,
  type RegistrationRequest,
  ROUTES,
  readNotificationPath,
} from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, notifications, users } from '../../../db/schema';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let licenseAgreementId: number;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.as().get(`${PLATFORM_DOCUMENT_PATHS.active}?audience=CAT_FFD`);
  licenseAgreementId = res.json().data.licenseAgreement.id;
});
afterAll(() => t.close());

const form = (over: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  companyName: 'Blue Harbour Logistics',
  shortName: 'blueharbour',
  category: 'CAT_FFD',
  countryCode: 'AE',
  phone: '+971 4 555 0101',
  fullName: 'Bianca Harbour',
  username: 'bianca.harbour',
  email: 'bianca@blueharbour.example',
  password: 'Harbour-Pass1',
  confirmPassword: 'Harbour-Pass1',
  licenseAgreementId,
  acceptLicense: true,
  ...over,
});

const register = (body: unknown) => t.as().post(REGISTRATION_PATHS.register, body as object);

const check = async (path: string, query: string) => {
  const res = await t.as().get(`${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { available: boolean; message: string };
};

const linkIn = async (to: string) => {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail?.textBody.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification link to ${to}`);
  return token;
};

const verify = (token: string) => t.as().post(REGISTRATION_PATHS.verifyEmail, { token });

describe('availability checks (SPEC §5: decided by server calls)', () => {
  it('answers username, short name and e-mail domain availability', async () => {
    expect(await check(REGISTRATION_PATHS.checkUsername, 'username=FFD.ADMIN')).toEqual({
      available: false,
      message: REGISTRATION_MESSAGES.usernameTaken,
    });
    expect((await check(REGISTRATION_PATHS.checkUsername, 'username=someone.new')).available).toBe(true);
    expect((await check(REGISTRATION_PATHS.checkShortName, 'shortName=SWIFT')).available).toBe(false);
    expect((await check(REGISTRATION_PATHS.checkShortName, 'shortName=fresh-co')).available).toBe(true);
    expect(await check(REGISTRATION_PATHS.checkEmailDomain, 'email=me%40gmail.com')).toEqual({
      available: true,
      message: REGISTRATION_MESSAGES.emailDomainPublic,
    });
    const bad = await t.as().get(`${REGISTRATION_PATHS.checkUsername}?username=a%20b`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('username');
  });
});

describe('registering a company', () => {
  it('creates a pending company with its administrator, e-mails the link and tells the platform', async () => {
    const platformBefore = await t.db.select().from(notifications);
    const res = await register(form());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: REGISTRATION_MESSAGES.registered });

    const [company] = await t.db.select().from(companies).where(eq(companies.shortName, 'blueharbour'));
    expect(company).toMatchObject({
      categoryCode: 'CAT_FFD',
      isSystemVerified: false,
      hasCompleteCompanySetting: false,
      emailDomain: 'blueharbour.example',
      licenseAgreementId,
    });
    const [user] = await t.db.select().from(users).where(eq(users.username, 'bianca.harbour'));
    expect(user).toMatchObject({ isEmailVerified: false, isFirstLogin: false, companyId: company?.id });
    expect(user?.passwordHash).not.toContain('Harbour-Pass1');

    const session = await t.login('bianca.harbour', 'Harbour-Pass1');
    expect(session).toMatchObject({
      isEmailVerified: 0,
      isSystemVerified: 0,
      hasCompleteCompanySetting: false,
    });
    expect(session.permissions.map((p) => p.name)).toContain(PERMISSIONS.businessAdmin);

    const platformAfter = await t.db.select().from(notifications);
    const told = platformAfter.filter((n) => !platformBefore.some((b) => b.id === n.id));
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => n.kind === 'company-registered')).toBe(true);

    expect(
      (await check(REGISTRATION_PATHS.checkEmailDomain, 'email=other%40BlueHarbour.example')).available,
    ).toBe(false);
  });

  it('verifies the address once through the e-mailed link', async () => {
    const token = await linkIn('bianca@blueharbour.example');
    const first = await verify(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: { username: 'bianca.harbour', isSystemVerified: false },
      message: REGISTRATION_MESSAGES.emailVerified,
    });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: REGISTRATION_MESSAGES.verificationLinkInvalid,
      errors: [{ field: 'token' }],
    });
    expect((await t.login('bianca.harbour', 'Harbour-Pass1')).isEmailVerified).toBe(1);
  });

  it('tells the administrator in the app and by a greeting e-mail when the platform approves the company', async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.shortName, 'blueharbour'));
    const platform = (await t.login('platform.admin')).token;
    const approved = await t.as(platform).post(companyApprovePath(company?.id ?? 0));
    expect(approved.statusCode, approved.body).toBe(200);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'bianca@blueharbour.example'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe(COMPANY_APPROVAL_MESSAGES.approvedSubject);
    expect(
      mail?.textBody.startsWith('Dear Bianca Harbour,\n\nBlue Harbour Logistics has been approved'),
    ).toBe(true);
    expect(mail?.textBody).toContain(`\n${t.config.publicAppUrl}${ROUTES.login}\n`);

    const { token } = await t.login('bianca.harbour', 'Harbour-Pass1');
    // The settings start from what the registration form asked.
    const settings = await t.as(token).get(COMPANY_SETTINGS_PATHS.basic);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data.item).toMatchObject({
      legalName: 'Blue Harbour Logistics',
      shortName: 'blueharbour',
      countryCode: 'AE',
      phone: '+971 4 555 0101',
      contactEmail: 'bianca@blueharbour.example',
      addressLine1: null,
      hasCompleteCompanySetting: false,
    });
    const bell = await t.as(token).get(NOTIFICATION_PATHS.limited);
    expect(bell.statusCode, bell.body).toBe(200);
    const data = bell.json().data;
    expect(data).toMatchObject({ unreadCount: 1, total: 1 });
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ kind: 'company-approved', isRead: false, link: '/dashboard' });
    expect(data.items.length).toBeLessThanOrEqual(LIMITED_NOTIFICATION_COUNT);

    const read = await t.as(token).post(readNotificationPath(data.items[0].id));
    expect(read.json().data.item.isRead).toBe(true);
    const mine = await t.as(token).get(`${NOTIFICATION_PATHS.mine}?status=unread`);
    expect(mine.json().data).toMatchObject({ items: [], total: 0, unreadCount: 0 });
  });

  it('refuses a taken username, short name or e-mail domain naming the field, storing nothing', async () => {
    const cases: [Partial<RegistrationRequest>, string][] = [
      [{ username: 'FFD.Admin', shortName: 'other1', email: 'x@other1.example' }, 'username'],
      [{ username: 'fresh.user1', shortName: 'BlueHarbour', email: 'x@other2.example' }, 'shortName'],
      [{ username: 'fresh.user2', shortName: 'other3', email: 'x@blueharbour.example' }, 'email'],
    ];
    const before = await countRows(t.db);
    for (const [over, field] of cases) {
      const res = await register(form(over));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('needs the current licence agreement accepted', async () => {
    const before = await countRows(t.db);
    const stale = await register(
      form({
        username: 'lic.user',
        shortName: 'lic-co',
        email: 'a@lic.example',
        licenseAgreementId: 999_999,
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: REGISTRATION_MESSAGES.licenseChanged,
      errors: [{ field: 'licenseAgreementId' }],
    });
    const unaccepted = await register({ ...form({ username: 'lic.user' }), acceptLicense: false });
    expect(unaccepted.statusCode).toBe(400);
    expect(unaccepted.json().errors[0]).toMatchObject({
      field: 'acceptLicense',
      defaultMessage: REGISTRATION_MESSAGES.licenseRequired,
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('tells an empty form what is missing, field by field, storing nothing', async () => {
    const before = await countRows(t.db);
    const empty = Object.fromEntries(Object.keys(form()).map((key) => [key, '']));
    const res = await register({ ...empty, category: 'CAT_FFD', licenseAgreementId, acceptLicense: true });
    expect(res.statusCode).toBe(400);
    const first = new Map<string, string>();
    for (const e of res.json().errors as { field: string; defaultMessage: string }[]) {
      if (!first.has(e.field)) first.set(e.field, e.defaultMessage);
    }
    expect(first.get('companyName')).toBe('Company name is required');
    expect(first.get('countryCode')).toBe('Country is required');
    expect(first.get('phone')).toBe('Phone is required');
    expect(first.get('email')).toBe('E-mail is required');
    expect(first.get('password')).toBe('Password is required');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses hostile bodies naming the field', async () => {
    const ok = form({ username: 'hostile.user', shortName: 'hostile-co', email: 'h@hostile.example' });
    const cases: HostileCase[] = [
      { name: 'missing company', body: { ...ok, companyName: undefined }, field: 'companyName' },
      { name: 'number company', body: { ...ok, companyName: 7 }, field: 'companyName' },
      { name: '10k company', body: { ...ok, companyName: LONG }, field: 'companyName' },
      { name: 'NUL company', body: { ...ok, companyName: NUL }, field: 'companyName' },
      { name: 'admin category', body: { ...ok, category: 'CAT_ADM' }, field: 'category' },
      { name: 'customer category', body: { ...ok, category: 'CAT_CUS' }, field: 'category' },
      { name: 'bad short name', body: { ...ok, shortName: '../x' }, field: 'shortName' },
      { name: 'bad email', body: { ...ok, email: 'not-an-email' }, field: 'email' },
      {
        name: 'weak password',
        body: { ...ok, password: 'short', confirmPassword: 'short' },
        field: 'password',
      },
      { name: 'mismatch', body: { ...ok, confirmPassword: 'Other-Pass1' }, field: 'confirmPassword' },
      { name: 'bad country', body: { ...ok, countryCode: 'Atlantis' }, field: 'countryCode' },
      { name: 'unknown country', body: { ...ok, countryCode: 'XX' }, field: 'countryCode' },
      { name: 'array phone', body: { ...ok, phone: ['1'] }, field: 'phone' },
      { name: 'companyId', body: { ...ok, companyId: 1 }, field: 'companyId' },
      { name: 'isSystemVerified', body: { ...ok, isSystemVerified: true }, field: 'isSystemVerified' },
      { name: 'role', body: { ...ok, role: 'CAT_ADM' }, field: 'role' },
      { name: 'string licence id', body: { ...ok, licenseAgreementId: '1' }, field: 'licenseAgreementId' },
      {
        name: '__proto__',
        body: null,
        raw: JSON.stringify(ok).replace(/}$/, ',"__proto__":{"isSystemVerified":true}}'),
        field: 'body',
      },
      { name: 'array body', body: [ok], field: 'body' },
    ];
    await expectHostileRefused(t, null, 'POST', REGISTRATION_PATHS.register, cases);
  });

  it('sends a signed-in, unverified user a new link that replaces the old one', async () => {
    const res = await register(
      form({
        username: 'resend.user',
        shortName: 'resend-co',
        email: 'r@resend.example',
        companyName: 'Resend Co',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const old = await linkIn('r@resend.example');
    const { token } = await t.login('resend.user', 'Harbour-Pass1');
    const resend = await t.as(token).post(REGISTRATION_PATHS.resendVerification);
    expect(resend.json()).toMatchObject({ success: true, message: REGISTRATION_MESSAGES.verificationSent });
    const fresh = await linkIn('r@resend.example');
    expect(fresh).not.toBe(old);
    expect((await verify(old)).statusCode).toBe(400);
    expect((await verify(fresh)).statusCode).toBe(200);
    const after = await t.as(token).post(REGISTRATION_PATHS.resendVerification);
    expect(after.json().message).toBe(REGISTRATION_MESSAGES.alreadyVerified);
  });
});

describe('notifications belong to their user', () => {
  it("answers 404 for another user's notification and changes nothing", async () => {
    const [theirs] = await t.db
      .select()
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(users.username, 'platform.admin')));
    expect(theirs).toBeDefined();
    const { token } = await t.login('ffd.admin');
    const before = await countRows(t.db);
    const res = await t.as(token).post(readNotificationPath(theirs?.notifications.id ?? 0));
    expect(res.statusCode).toBe(404);
    const all = await t.as(token).post(NOTIFICATION_PATHS.markAllRead);
    expect(all.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs?.notifications.id ?? 0));
    expect(row?.readAt).toBeNull();
    expect(await countRows(t.db)).toEqual(before);
    const mine = await t.as(token).get(NOTIFICATION_PATHS.mine);
    expect(mine.json().data.items.every((n: { id: number }) => n.id !== theirs?.notifications.id)).toBe(true);
  });

  it('limits registrations per address', async () => {
    const limited = await createTestApp();
    try {
      let last = 0;
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: REGISTRATION_PATHS.register,
          payload: {
            ...form(),
            username: `rate.${i}`,
            shortName: `rate-${i}`,
            email: `r${i}@rate${i}.example`,
          },
        });
        last = res.statusCode;
        if (i < 10) expect(res.statusCode, res.body).toBe(201);
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
