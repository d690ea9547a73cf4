import { API_PATHS } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAndConditions } from '../../../db/schema';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Terms = { id: number; scope: string; companyName: string | null; accepted: boolean };

describe('/tandc: active terms and acceptance', () => {
  it('shows a customer the platform terms and its forwarder terms, and records acceptance', async () => {
    const session = await t.login('acme.terms');
    expect(session.hasAcceptedActiveTAndC).toBe(false);
    const list = await t.app.inject({
      method: 'GET',
      url: API_PATHS.termsActive,
      headers: t.bearer(session.token),
    });
    const items = list.json().data.items as Terms[];
    expect(items.map((i) => [i.scope, i.companyName, i.accepted])).toEqual([
      ['system', null, true],
      ['company', 'Oceanic Freight Forwarders', false],
    ]);

    const accept = await t.app.inject({
      method: 'POST',
      url: API_PATHS.termsAccept,
      headers: t.bearer(session.token),
      payload: { termsIds: items.map((i) => i.id) },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data).toEqual({ hasAcceptedSystemTAndC: true, hasAcceptedActiveTAndC: true });
    expect((await t.login('acme.terms')).hasAcceptedActiveTAndC).toBe(true);
  });

  it("shows a forwarder's staff only the platform terms (its own are for its customers)", async () => {
    const session = await t.login('ffd.sales');
    const list = await t.app.inject({
      method: 'GET',
      url: API_PATHS.termsActive,
      headers: t.bearer(session.token),
    });
    expect((list.json().data.items as Terms[]).map((i) => i.scope)).toEqual(['system']);
  });

  it("refuses to record acceptance of another company's terms, changing nothing", async () => {
    const [novaTerms] = await t.db
      .select({ id: termsAndConditions.id })
      .from(termsAndConditions)
      .where(eq(termsAndConditions.title, 'Horizon Logistics trading conditions'));
    const session = await t.login('acme.buyer');
    const before = await countRows(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.termsAccept,
      headers: t.bearer(session.token),
      payload: { termsIds: [novaTerms?.id] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].field).toBe('termsIds');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('asks for acceptance again when a new version is activated', async () => {
    const session = await t.login('ffd.ops');
    expect(session.hasAcceptedSystemTAndC).toBe(true);
    await t.db.update(termsAndConditions).set({ isActive: false }).where(eq(termsAndConditions.version, 1));
    await t.db
      .insert(termsAndConditions)
      .values({ companyId: null, version: 2, title: 'Platform terms v2', body: 'New terms', isActive: true });
    expect((await t.login('ffd.ops')).hasAcceptedSystemTAndC).toBe(false);
  });
});
