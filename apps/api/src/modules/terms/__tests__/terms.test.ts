import { API_PATHS, COMPANY_CATEGORY } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAndConditions } from '../../../db/schema';
import { createCompany, createUser, signIn, type TestCompany } from '../../../test/factories';
import { expectFieldError } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let forwarder: TestCompany;
let customers: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  forwarder = await createCompany(t, { terms: true });
  customers = await createCompany(t, { category: COMPANY_CATEGORY.customer, parentCompanyId: forwarder.id });
});
afterAll(() => t.close());

type Terms = { id: number; scope: string; companyName: string | null; accepted: boolean };

describe('/tandc: active terms and acceptance', () => {
  it('shows a customer the platform terms and its forwarder terms, and records acceptance', async () => {
    const user = await createUser(t, { company: customers, acceptedTerms: 'system' });
    expect(user.session.hasAcceptedActiveTAndC).toBe(false);
    const list = await t.as(user.token).get(API_PATHS.termsActive);
    const items = list.json().data.items as Terms[];
    expect(items.map((i) => [i.scope, i.companyName, i.accepted])).toEqual([
      ['system', null, true],
      ['company', forwarder.name, false],
    ]);

    const accept = await t.as(user.token).post(API_PATHS.termsAccept, { termsIds: items.map((i) => i.id) });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data).toEqual({ hasAcceptedSystemTAndC: true, hasAcceptedActiveTAndC: true });
    expect((await signIn(t, user)).hasAcceptedActiveTAndC).toBe(true);
  });

  it("shows a forwarder's staff only the platform terms (its own are for its customers)", async () => {
    const { token } = await createUser(t, { company: forwarder });
    const list = await t.as(token).get(API_PATHS.termsActive);
    expect((list.json().data.items as Terms[]).map((i) => i.scope)).toEqual(['system']);
  });

  it("refuses to record acceptance of another company's terms, changing nothing", async () => {
    const other = await createCompany(t, { terms: true });
    const [theirs] = await t.db
      .select({ id: termsAndConditions.id })
      .from(termsAndConditions)
      .where(eq(termsAndConditions.companyId, other.id));
    const { token } = await createUser(t, { company: customers });
    const before = await countRows(t.db);
    const res = await t.as(token).post(API_PATHS.termsAccept, { termsIds: [theirs?.id] });
    expectFieldError(res, 404, 'termsIds');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('asks for acceptance again when a new version is activated', async () => {
    const user = await createUser(t, { company: forwarder });
    expect(user.session.hasAcceptedSystemTAndC).toBe(true);
    await t.db.update(termsAndConditions).set({ isActive: false }).where(eq(termsAndConditions.version, 1));
    await t.db
      .insert(termsAndConditions)
      .values({ companyId: null, version: 2, title: 'Platform terms v2', body: 'New terms', isActive: true });
    expect((await signIn(t, user)).hasAcceptedSystemTAndC).toBe(false);
  });
});
