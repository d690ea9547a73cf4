import {
  API_PATHS,
  COMPANY_SETTINGS_PATHS,
  companyApprovePath,
  FILE_PATHS,
  JOB_PATHS,
  MESSAGES,
  ORGANISATION_PATHS,
  REGISTRATION_PATHS,
  VENDOR_PATHS,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, signIn, TEST_USER_PASSWORD } from '../../test/factories';
import { countRows } from '../../test/row-counts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every method + path of the routes whose config sets `flag`, HEAD aside. */
const routesWith = (flag: 'allowWhilePending' | 'allowOnFirstLogin') =>
  t.app.routeTable
    .filter((r) => r.config?.[flag])
    .flatMap((r) => methodsOf(r.method as string | string[]).map((m) => ({ method: m, url: r.url })))
    .filter((r) => r.method !== 'HEAD');

describe('a company awaiting approval', () => {
  it('may read, but not create records: a 403 that says why, and nothing stored', async () => {
    const company = await createCompany(t, { approved: false, settingsComplete: false });
    const admin = await createAdmin(t, { company });
    const caller = t.as(admin.token);

    expect((await caller.get(ORGANISATION_PATHS.departments)).statusCode).toBe(200);
    const before = await countRows(t.db);
    const refused = await caller.post(ORGANISATION_PATHS.departments, { name: 'Early Department' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'Forbidden',
      message: MESSAGES.companyAwaitingApproval,
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('may complete its company settings, accept the terms and change its own password', async () => {
    const company = await createCompany(t, { approved: false, settingsComplete: false });
    const admin = await createAdmin(t, { company, acceptedTerms: false });
    const caller = t.as(admin.token);

    const settings = await caller.put(COMPANY_SETTINGS_PATHS.basic, {
      legalName: `${company.name} LLC`,
      shortName: company.shortName,
      addressLine1: '1 Quay Street',
      city: 'Rotterdam',
      countryCode: 'NL',
      contactEmail: 'ops@pending.example',
      baseCurrency: 'EUR',
      timeZone: 'Europe/Amsterdam',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data.item.legalName).toBe(`${company.name} LLC`);

    const terms = (await caller.get(API_PATHS.termsActive)).json().data.items as { id: number }[];
    expect(terms.length).toBeGreaterThan(0);
    const accepted = await caller.post(API_PATHS.termsAccept, { termsIds: terms.map((x) => x.id) });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const changed = await caller.post(API_PATHS.changePassword, {
      currentPassword: TEST_USER_PASSWORD,
      password: 'Pending-Pass-2',
      cpassword: 'Pending-Pass-2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('writes freely once the platform approves it, without signing in again', async () => {
    const company = await createCompany(t, { approved: false });
    const admin = await createAdmin(t, { company });
    const caller = t.as(admin.token);
    expect((await caller.post(ORGANISATION_PATHS.departments, { name: 'Operations' })).statusCode).toBe(403);

    const platform = await t.login('techart-admin');
    const approval = await t.as(platform.token).post(companyApprovePath(company.id));
    expect(approval.statusCode, approval.body).toBe(200);

    const created = await caller.post(ORGANISATION_PATHS.departments, { name: 'Operations' });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('is let through by a route declaration only: its settings, documents, terms, password, e-mail', () => {
    const writes = routesWith('allowWhilePending').filter((r) => !SAFE.has(r.method));
    const settingsPrefix = COMPANY_SETTINGS_PATHS.basic.replace(/\/basic$/, '/');
    expect(writes.filter((r) => r.url.startsWith(settingsPrefix)).length).toBeGreaterThan(5);
    const others = writes
      .filter((r) => !r.url.startsWith(settingsPrefix))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(others).toEqual(
      [
        `POST ${API_PATHS.changePassword}`,
        `POST ${API_PATHS.logout}`,
        `POST ${API_PATHS.termsAccept}`,
        `POST ${REGISTRATION_PATHS.resendVerification}`,
        // A vendor describes what it serves while the platform reviews it.
        `PUT ${VENDOR_PATHS.profile}`,
        // Reads that take their file list in a body.
        `POST ${FILE_PATHS.convertPdf}`,
        `POST ${FILE_PATHS.downloadZip}`,
        `POST ${JOB_PATHS.documentsZip}`,
        `POST ${JOB_PATHS.myJobDocumentsZip}`,
      ].sort(),
    );
  });
});

describe('a first-login session', () => {
  it('may read its profile, log out and change the password: every other call is a 403', async () => {
    const admin = await createAdmin(t, { firstLogin: true });
    expect(admin.session.isFirstLogin).toBe(true);
    const caller = t.as(admin.token);

    const before = await countRows(t.db);
    for (const refused of [
      await caller.get(API_PATHS.modules),
      await caller.get(ORGANISATION_PATHS.departments),
      await caller.post(ORGANISATION_PATHS.departments, { name: 'Too Early' }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'Forbidden',
        message: MESSAGES.firstLoginPasswordRequired,
      });
    }
    expect(await countRows(t.db)).toEqual(before);

    const profile = await caller.get(API_PATHS.myProfile);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.item.username).toBe(admin.username);

    // A second session of the same user logs out on its own.
    const other = await signIn(t, admin);
    expect((await t.as(other.token).post(API_PATHS.logout)).statusCode).toBe(200);

    const changed = await caller.post(API_PATHS.changePassword, {
      password: 'Chosen-Pass-3',
      cpassword: 'Chosen-Pass-3',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // Signed in again with the chosen password, the whole app opens.
    const after = await t.login(admin.username, 'Chosen-Pass-3');
    expect(after.isFirstLogin).toBe(false);
    expect((await t.as(after.token).get(API_PATHS.modules)).statusCode).toBe(200);
  });

  it('is let through by a route declaration only: the password change, the profile and logout', () => {
    expect(
      routesWith('allowOnFirstLogin')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(
      [`GET ${API_PATHS.myProfile}`, `POST ${API_PATHS.changePassword}`, `POST ${API_PATHS.logout}`].sort(),
    );
  });
});
