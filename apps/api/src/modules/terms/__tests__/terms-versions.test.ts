import { API_PATHS, type LoginResponse, MESSAGES, resolveLoginFlow, TERMS_PATHS } from '@fastforward/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, termsAndConditions } from '../../../db/schema';
import { expectHostileRefused, getList, type HostileCase, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const COMPANY = TERMS_PATHS.company;
const PLATFORM = TERMS_PATHS.platform;

type Version = {
  id: number;
  version: number;
  title: string;
  body?: string;
  isActive: boolean;
  status: string;
  acceptanceCount: number;
  createdByName: string | null;
};

let t: TestApp;
let admin: string;
let horizon: string;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('ffd.admin')).token;
  horizon = (await t.login('horizon.admin')).token;
  superAdmin = (await t.login('techart-admin')).token;
});
afterAll(() => t.close());

const create = async (path: string, token: string, title: string, body = `${title} text`) => {
  const res = await t.as(token).post(path, { title, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.item as Version;
};

const activate = async (path: string, token: string, id: number) => {
  const res = await t.as(token).post(`${path}/${id}/activate`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.item as Version;
};

const activeRows = (companyId: number | null) =>
  t.db
    .select({ id: termsAndConditions.id, version: termsAndConditions.version })
    .from(termsAndConditions)
    .where(
      and(
        companyId === null
          ? isNull(termsAndConditions.companyId)
          : eq(termsAndConditions.companyId, companyId),
        eq(termsAndConditions.isActive, true),
      ),
    );

const companyIdOf = async (shortName: string) => {
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.shortName, shortName));
  if (!row) throw new Error(`no company ${shortName}`);
  return row.id;
};

const acceptAll = async (token: string) => {
  const active = await t.as(token).get(API_PATHS.termsActive);
  const ids = (active.json().data.items as { id: number; accepted: boolean }[])
    .filter((i) => !i.accepted)
    .map((i) => i.id);
  const res = await t.as(token).post(API_PATHS.termsAccept, { termsIds: ids });
  expect(res.statusCode, res.body).toBe(200);
};

const flowOf = (username: string, state: LoginResponse) =>
  resolveLoginFlow({ ...state, username, permissions: state.permissions.map((p) => p.name) });

describe('company terms: versions', () => {
  it('numbers versions per company, newest first, with the active flag and acceptance count', async () => {
    const v2 = await create(COMPANY, admin, '  Oceanic conditions 2026 ', 'Clause 1. Clause 2.');
    expect(v2).toMatchObject({
      version: 2,
      title: 'Oceanic conditions 2026',
      body: 'Clause 1. Clause 2.',
      isActive: false,
      acceptanceCount: 0,
      createdByName: 'Olivia Admin',
    });
    // Horizon's numbering is its own.
    expect((await create(COMPANY, horizon, 'Horizon v2')).version).toBe(2);
    const v3 = await create(COMPANY, admin, 'Oceanic conditions draft');
    expect(v3.version).toBe(3);

    const list = await getList<Version>(t, admin, COMPANY);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(list.items.map((i) => [i.version, i.isActive, i.status])).toEqual([
      [3, false, 'draft'],
      [2, false, 'draft'],
      [1, true, 'active'],
    ]);
    // The seeded v1 was accepted by Oceanic's customers (acme.buyer, acme.new).
    expect(list.items[2]?.acceptanceCount).toBe(2);
    expect(list.items[0]).not.toHaveProperty('body');
    expect((await getList(t, admin, `${COMPANY}?search=draft`)).total).toBe(1);
    const asc = await getList<Version>(t, admin, `${COMPANY}?sort=version&order=asc&pageSize=1`);
    expect(asc.items.map((i) => i.version)).toEqual([1]);
    const bad = await t.as(admin).get(`${COMPANY}?sort=body`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('sort');
  });

  it('numbers concurrent creations distinctly', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) => t.as(horizon).post(COMPANY, { title: `Parallel ${n}`, body: 'x' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const versions = results.map((r) => r.json().data.item.version).sort();
    expect(new Set(versions).size).toBe(3);
  });
});

describe('company terms: activation', () => {
  it("keeps exactly one active version, and makes the company's customers accept again", async () => {
    const oceanic = await companyIdOf('oceanic');
    const before = await t.login('acme.buyer');
    expect(before.hasAcceptedActiveTAndC).toBe(true);

    const next = await create(COMPANY, admin, 'Oceanic conditions 2027', 'New clauses.');
    const activated = await activate(COMPANY, admin, next.id);
    expect(activated).toMatchObject({ id: next.id, isActive: true, acceptanceCount: 0 });
    expect(await activeRows(oceanic)).toEqual([{ id: next.id, version: next.version }]);
    // Activating again is a no-op, still one active.
    await activate(COMPANY, admin, next.id);
    expect(await activeRows(oceanic)).toHaveLength(1);

    const buyer = await t.login('acme.buyer');
    expect(buyer.hasAcceptedActiveTAndC).toBe(false);
    expect(buyer.hasAcceptedSystemTAndC).toBe(true);
    const active = await t.as(buyer.token).get(API_PATHS.termsActive);
    expect(
      (active.json().data.items as { scope: string; title: string; accepted: boolean }[]).find(
        (i) => i.scope === 'company',
      ),
    ).toMatchObject({ title: 'Oceanic conditions 2027', accepted: false });
    await acceptAll(buyer.token);
    expect((await t.login('acme.buyer')).hasAcceptedActiveTAndC).toBe(true);
    const list = await getList<Version>(t, admin, COMPANY);
    expect(list.items.find((i) => i.id === next.id)?.acceptanceCount).toBe(1);

    // The forwarder's own staff are not asked: its terms are for its customers.
    expect((await t.login('ffd.sales')).hasAcceptedActiveTAndC).toBe(true);
  });

  it('refuses to activate an older version again, changing nothing', async () => {
    const oceanic = await companyIdOf('oceanic');
    const list = await getList<Version>(t, admin, `${COMPANY}?sort=version&order=asc`);
    const v1 = list.items[0];
    const activeBefore = await activeRows(oceanic);
    const before = await countRows(t.db);
    const res = await t.as(admin).post(`${COMPANY}/${v1?.id}/activate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be activated again/);
    expect(await activeRows(oceanic)).toEqual(activeBefore);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('keeps one active version under concurrent activations', async () => {
    const horizonId = await companyIdOf('horizon');
    const a = await create(COMPANY, horizon, 'Race A');
    const b = await create(COMPANY, horizon, 'Race B');
    const results = await Promise.all([
      t.as(horizon).post(`${COMPANY}/${a.id}/activate`),
      t.as(horizon).post(`${COMPANY}/${b.id}/activate`),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(await activeRows(horizonId)).toHaveLength(1);
  });

  it("gives a forwarder without terms (Nova) terms, and its next login skips the 'Note' dialog", async () => {
    const first = await t.login('nova.admin');
    expect(first.hasTermAndCondition).toBe(false);
    expect(flowOf('nova.admin', first).kind).toBe('noTermsDialog');

    const nova = first.token;
    expect((await getList(t, nova, COMPANY)).total).toBe(0);
    const v1 = await create(COMPANY, nova, 'Nova Cargo conditions');
    expect(v1.version).toBe(1);
    // A draft is not terms yet.
    expect((await t.login('nova.admin')).hasTermAndCondition).toBe(false);
    await activate(COMPANY, nova, v1.id);

    const next = await t.login('nova.admin');
    expect(next.hasTermAndCondition).toBe(true);
    expect(flowOf('nova.admin', next)).toEqual({ kind: 'navigate', to: '/dashboard' });
  });
});

describe('company terms: deletion', () => {
  it('deletes a draft newer than the active version', async () => {
    const draft = await create(COMPANY, admin, 'Throwaway draft');
    const res = await t.as(admin).delete(`${COMPANY}/${draft.id}`);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    expect((await t.as(admin).get(`${COMPANY}/${draft.id}`)).statusCode).toBe(404);
  });

  it("is a 'Forbidden Deletion' for the active version and for versions that were active", async () => {
    const list = await getList<Version>(t, admin, `${COMPANY}?pageSize=100`);
    const active = list.items.find((i) => i.isActive);
    const accepted = list.items.find((i) => i.version === 1);
    // v3 was written before the active version and never activated: older than the active one.
    const skipped = list.items.find((i) => i.version === 3);
    expect([active?.status, accepted?.status, skipped?.status]).toEqual([
      'active',
      'superseded',
      'superseded',
    ]);
    const before = await countRows(t.db);
    for (const target of [active, accepted, skipped]) {
      const res = await t.as(admin).delete(`${COMPANY}/${target?.id}`);
      expect(res.statusCode, `v${target?.version}`).toBe(409);
      expect(res.json()).toMatchObject({ success: false, error: MESSAGES.forbiddenDeletion });
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('company terms: tenancy and permissions', () => {
  it("answers 404 to another company's version ids and changes nothing", async () => {
    const horizonDraft = await create(COMPANY, horizon, 'Horizon only');
    const horizonList = await getList<Version>(t, horizon, `${COMPANY}?pageSize=100`);
    const horizonActive = horizonList.items.find((i) => i.isActive);
    const before = await countRows(t.db);
    const activeBefore = await activeRows(await companyIdOf('horizon'));
    for (const id of [horizonDraft.id, horizonActive?.id]) {
      for (const [method, url] of [
        ['GET', `${COMPANY}/${id}`],
        ['POST', `${COMPANY}/${id}/activate`],
        ['DELETE', `${COMPANY}/${id}`],
      ] as const) {
        const res = await t.as(admin).send(method, url);
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
      }
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await activeRows(await companyIdOf('horizon'))).toEqual(activeBefore);
    expect((await getList(t, admin, `${COMPANY}?search=Horizon`)).total).toBe(0);
    // A platform version is no company's either.
    const [platform] = await t.db
      .select({ id: termsAndConditions.id })
      .from(termsAndConditions)
      .where(isNull(termsAndConditions.companyId));
    expect((await t.as(admin).get(`${COMPANY}/${platform?.id}`)).statusCode).toBe(404);
  });

  it('is closed to staff without a terms permission, and to the platform routes', async () => {
    const { token } = await t.login('ffd.sales');
    const before = await countRows(t.db);
    expect((await t.as(token).get(COMPANY)).statusCode).toBe(403);
    expect((await t.as(token).post(COMPANY, { title: 'Nope', body: 'Nope' })).statusCode).toBe(403);
    expect((await t.as(token).post(`${COMPANY}/1/activate`)).statusCode).toBe(403);
    expect((await t.as(token).delete(`${COMPANY}/1`)).statusCode).toBe(403);
    expect((await t.as(admin).get(PLATFORM)).statusCode).toBe(403);
    expect((await t.as(admin).post(PLATFORM, { title: 'Nope', body: 'Nope' })).statusCode).toBe(403);
    expect((await t.as(superAdmin).get(COMPANY)).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
  });
});

const LONG_BODY = 'y'.repeat(60_000);

const hostileTermsBodies: HostileCase[] = [
  { name: 'missing title', body: { body: 'Text' }, field: 'title' },
  { name: 'missing body', body: { title: 'Title' }, field: 'body' },
  { name: 'number title', body: { title: 42, body: 'Text' }, field: 'title' },
  { name: 'null title', body: { title: null, body: 'Text' }, field: 'title' },
  { name: 'array body field', body: { title: 'Title', body: ['a'] }, field: 'body' },
  { name: 'object body field', body: { title: 'Title', body: { $ne: '' } }, field: 'body' },
  { name: 'blank title', body: { title: '   ', body: 'Text' }, field: 'title' },
  { name: '201-char title', body: { title: 'x'.repeat(201), body: 'Text' }, field: 'title' },
  { name: '60k body', body: { title: 'Title', body: LONG_BODY }, field: 'body' },
  { name: 'NUL in title', body: { title: NUL, body: 'Text' }, field: 'title' },
  { name: 'NUL in body', body: { title: 'Title', body: NUL }, field: 'body' },
  { name: 'companyId', body: { title: 'Title', body: 'Text', companyId: 2 }, field: 'companyId' },
  { name: 'isActive', body: { title: 'Title', body: 'Text', isActive: true }, field: 'isActive' },
  { name: 'version', body: { title: 'Title', body: 'Text', version: 99 }, field: 'version' },
  { name: 'createdBy', body: { title: 'Title', body: 'Text', createdBy: 1 }, field: 'createdBy' },
  {
    name: '__proto__',
    body: null,
    raw: '{"title":"Title","body":"Text","__proto__":{"isActive":true}}',
    field: 'body',
  },
  { name: 'array root', body: [{ title: 'Title', body: 'Text' }], field: 'body' },
  { name: 'null root', body: null, field: 'body' },
  { name: 'string root', body: 'Title', field: 'body' },
];

const hostileActivateBodies: HostileCase[] = [
  { name: 'companyId', body: { companyId: 2 }, field: 'companyId' },
  { name: 'isActive', body: { isActive: false }, field: 'isActive' },
  { name: 'version', body: { version: 1 }, field: 'version' },
  { name: 'id', body: { id: 1 }, field: 'id' },
  { name: 'title', body: { title: 'x' }, field: 'title' },
  { name: 'NUL key value', body: { note: NUL }, field: 'note' },
  { name: '60k field', body: { body: LONG_BODY }, field: 'body' },
  { name: '__proto__', body: null, raw: '{"__proto__":{"isActive":true}}', field: 'body' },
  { name: 'array root', body: [{}], field: 'body' },
  { name: 'boolean root', body: true, field: 'body' },
  { name: 'number root', body: 7, field: 'body' },
  { name: 'string root', body: 'activate', field: 'body' },
];

describe('hostile bodies', () => {
  it('refuses them on company create and activate, storing nothing', async () => {
    await expectHostileRefused(t, admin, 'POST', COMPANY, hostileTermsBodies);
    const draft = await create(COMPANY, admin, 'Hostile target');
    await expectHostileRefused(t, admin, 'POST', `${COMPANY}/${draft.id}/activate`, hostileActivateBodies);
    expect((await t.as(admin).get(`${COMPANY}/${draft.id}`)).json().data.item.isActive).toBe(false);
    expect((await t.as(admin).get(`${COMPANY}/abc`)).json().errors[0].field).toBe('id');
    expect((await t.as(admin).get(`${COMPANY}/99999999999`)).statusCode).toBe(400);
  });

  it('refuses them on platform create and activate, storing nothing', async () => {
    await expectHostileRefused(t, superAdmin, 'POST', PLATFORM, hostileTermsBodies);
    const draft = await create(PLATFORM, superAdmin, 'Platform hostile target');
    await expectHostileRefused(
      t,
      superAdmin,
      'POST',
      `${PLATFORM}/${draft.id}/activate`,
      hostileActivateBodies,
    );
    await t.as(superAdmin).delete(`${PLATFORM}/${draft.id}`);
  });

  it('accepts a body of exactly 50,000 characters', async () => {
    const item = await create(COMPANY, horizon, 'Long terms', 'z'.repeat(50_000));
    expect(item.body).toHaveLength(50_000);
  });
});

describe('platform terms', () => {
  it('lists, creates, activates and deletes versions as the super-administrator and platform admins', async () => {
    const list = await getList<Version>(t, superAdmin, PLATFORM);
    expect(list.items.map((i) => [i.version, i.isActive])).toEqual([[1, true]]);
    const platformAdmin = (await t.login('platform.admin')).token;
    const draft = await create(PLATFORM, platformAdmin, 'Platform draft');
    expect(draft).toMatchObject({ version: 2, isActive: false, createdByName: 'Paula Platform' });
    // Platform versions are not a company's: a company list never shows them.
    expect((await getList(t, admin, `${COMPANY}?search=Platform`)).total).toBe(0);
    const deleted = await t.as(superAdmin).delete(`${PLATFORM}/${draft.id}`);
    expect(deleted.json().message).toBe(MESSAGES.deleteSuccess);
    // A company's version id is not a platform version.
    const own = (await getList<Version>(t, admin, COMPANY)).items[0];
    const before = await countRows(t.db);
    expect((await t.as(superAdmin).get(`${PLATFORM}/${own?.id}`)).statusCode).toBe(404);
    expect((await t.as(superAdmin).post(`${PLATFORM}/${own?.id}/activate`)).statusCode).toBe(404);
    expect((await t.as(superAdmin).delete(`${PLATFORM}/${own?.id}`)).statusCode).toBe(404);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('makes every user accept again when a new version is activated', async () => {
    for (const username of ['ffd.sales', 'acme.buyer', 'nova.admin']) {
      expect((await t.login(username)).hasAcceptedSystemTAndC, username).toBe(true);
    }
    const next = await create(PLATFORM, superAdmin, 'Platform terms 2027', 'Platform clauses.');
    await activate(PLATFORM, superAdmin, next.id);
    expect(await activeRows(null)).toEqual([{ id: next.id, version: next.version }]);

    for (const username of ['ffd.sales', 'acme.buyer', 'nova.admin', 'horizon.admin']) {
      expect((await t.login(username)).hasAcceptedSystemTAndC, username).toBe(false);
    }
    const sales = await t.login('ffd.sales');
    await acceptAll(sales.token);
    expect((await t.login('ffd.sales')).hasAcceptedSystemTAndC).toBe(true);
    const list = await getList<Version>(t, superAdmin, PLATFORM);
    expect(list.items[0]).toMatchObject({ id: next.id, isActive: true, acceptanceCount: 1 });

    const old = list.items.find((i) => i.version === 1);
    const refused = await t.as(superAdmin).delete(`${PLATFORM}/${old?.id}`);
    expect(refused.json().error).toBe(MESSAGES.forbiddenDeletion);
  });
});
