import { MESSAGES, PLATFORM_DOCUMENT_PATHS } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDocuments } from '../../../db/schema';
import { seedPlatformDocuments } from '../../../db/seed/platform-documents';
import { expectHostileRefused, getList, type HostileCase, NUL } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findActiveLicenseAgreement } from '../platform-documents.service';

const LICENSES = PLATFORM_DOCUMENT_PATHS['license-agreement'];
const DISCLAIMERS = PLATFORM_DOCUMENT_PATHS.disclaimer;
const ACTIVE = PLATFORM_DOCUMENT_PATHS.active;

type Doc = {
  id: number;
  kind: string;
  audience: string;
  version: number;
  title: string;
  body?: string;
  isActive: boolean;
  status: string;
  acceptanceCount: number;
  createdByName: string | null;
};

let t: TestApp;
let superAdmin: string;
let platformAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await t.login('techart-admin')).token;
  platformAdmin = (await t.login('platform.admin')).token;
});
afterAll(() => t.close());

const create = async (path: string, audience: string, title: string, body = `${title} text`) => {
  const res = await t.as(platformAdmin).post(path, { audience, title, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.item as Doc;
};

const activate = async (path: string, id: number) => {
  const res = await t.as(platformAdmin).post(`${path}/${id}/activate`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.item as Doc;
};

const activeRows = (kind: string, audience: string) =>
  t.db
    .select({ id: platformDocuments.id })
    .from(platformDocuments)
    .where(
      and(
        eq(platformDocuments.kind, kind),
        eq(platformDocuments.audience, audience),
        eq(platformDocuments.isActive, true),
      ),
    );

const publicRead = async (query = '') => {
  const res = await t.as().get(`${ACTIVE}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    licenseAgreement: { id: number; version: number; title: string; body: string } | null;
    disclaimers: { id: number; title: string; body: string }[];
  };
};

describe('seeded documents', () => {
  it('publishes one active licence agreement and one active disclaimer for everyone', async () => {
    const licenses = await getList<Doc>(t, platformAdmin, LICENSES);
    expect(licenses.items).toHaveLength(1);
    expect(licenses.items[0]).toMatchObject({
      kind: 'license-agreement',
      audience: 'all',
      version: 1,
      status: 'active',
      title: 'FastForward platform licence agreement',
    });
    const disclaimers = await getList<Doc>(t, superAdmin, DISCLAIMERS);
    expect(disclaimers.items.map((d) => [d.audience, d.version, d.status])).toEqual([['all', 1, 'active']]);

    const read = await publicRead();
    expect(read.licenseAgreement?.title).toBe('FastForward platform licence agreement');
    expect(read.licenseAgreement?.body).toMatch(/non-exclusive, non-transferable/);
    expect(read.disclaimers.map((d) => d.title)).toEqual(['Rates and information disclaimer']);
    expect(read.disclaimers[0]?.body).toMatch(/indicative until confirmed/);
  });

  it('seeds again without adding anything', async () => {
    const before = await countRows(t.db);
    await seedPlatformDocuments(t.db);
    await seedPlatformDocuments(t.db);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('versions', () => {
  it('numbers versions per kind and audience, and lists, filters, searches and sorts them', async () => {
    const ffd1 = await create(
      LICENSES,
      'CAT_FFD',
      '  Forwarder licence ',
      'Forwarder clauses. Cargo liability.',
    );
    expect(ffd1).toMatchObject({
      kind: 'license-agreement',
      audience: 'CAT_FFD',
      version: 1,
      title: 'Forwarder licence',
      body: 'Forwarder clauses. Cargo liability.',
      isActive: false,
      status: 'draft',
      acceptanceCount: 0,
      createdByName: 'Paula Platform',
    });
    const all2 = await create(LICENSES, 'all', 'Licence 2027');
    expect(all2.version).toBe(2);
    // Disclaimers are numbered on their own.
    expect((await create(DISCLAIMERS, 'all', 'Disclaimer 2027')).version).toBe(2);

    const list = await getList<Doc>(t, platformAdmin, LICENSES);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(list.items[0]).not.toHaveProperty('body');
    expect((await getList(t, platformAdmin, `${LICENSES}?audience=CAT_FFD`)).total).toBe(1);
    expect((await getList(t, platformAdmin, `${LICENSES}?status=draft`)).total).toBe(2);
    expect((await getList(t, platformAdmin, `${LICENSES}?status=active`)).total).toBe(1);
    expect((await getList(t, platformAdmin, `${LICENSES}?search=cargo%20liability`)).total).toBe(1);
    const byVersion = await getList<Doc>(t, platformAdmin, `${LICENSES}?sort=version&order=asc`);
    expect(byVersion.items.map((i) => i.version)).toEqual([1, 1, 2]);
    const paged = await getList<Doc>(t, platformAdmin, `${LICENSES}?pageSize=1&page=2&sort=title&order=asc`);
    expect(paged.items.map((i) => i.title)).toEqual(['Forwarder licence']);
    for (const bad of ['sort=body', 'audience=CAT_ADM', 'status=gone', 'kind=disclaimer']) {
      const res = await t.as(platformAdmin).get(`${LICENSES}?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field, bad).toBe(bad.split('=')[0]);
    }
  });

  it('numbers concurrent creations distinctly', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        t.as(platformAdmin).post(DISCLAIMERS, { audience: 'CAT_VEN', title: `Parallel ${n}`, body: 'x' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().data.item.version))).toEqual(new Set([1, 2, 3]));
  });

  it('keeps a document of one kind out of the other kind’s paths', async () => {
    const [disclaimer] = (await getList<Doc>(t, platformAdmin, DISCLAIMERS)).items;
    const before = await countRows(t.db);
    for (const [method, suffix] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', '/activate'],
      ['DELETE', ''],
    ] as const) {
      const payload = method === 'PUT' ? { title: 'x', body: 'y' } : undefined;
      const res = await t.as(platformAdmin).send(method, `${LICENSES}/${disclaimer?.id}${suffix}`, payload);
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('activation', () => {
  it('deactivates the previous version of the same audience only, in one step', async () => {
    const list = await getList<Doc>(t, platformAdmin, `${LICENSES}?pageSize=100`);
    const seeded = list.items.find((i) => i.audience === 'all' && i.version === 1);
    const all2 = list.items.find((i) => i.audience === 'all' && i.version === 2);
    const ffd1 = list.items.find((i) => i.audience === 'CAT_FFD');

    expect(await activate(LICENSES, all2?.id ?? 0)).toMatchObject({ isActive: true, status: 'active' });
    expect(await activeRows('license-agreement', 'all')).toEqual([{ id: all2?.id }]);
    const seededNow = (await t.as(platformAdmin).get(`${LICENSES}/${seeded?.id}`)).json().data.item;
    expect(seededNow).toMatchObject({ isActive: false, status: 'superseded' });

    await activate(LICENSES, ffd1?.id ?? 0);
    expect(await activeRows('license-agreement', 'CAT_FFD')).toEqual([{ id: ffd1?.id }]);
    // The forwarders' own agreement leaves everyone's in force.
    expect(await activeRows('license-agreement', 'all')).toEqual([{ id: all2?.id }]);
    // Activating the active version again changes nothing.
    await activate(LICENSES, ffd1?.id ?? 0);
    expect(await activeRows('license-agreement', 'CAT_FFD')).toHaveLength(1);
  });

  it('refuses to activate a superseded version again, changing nothing', async () => {
    const [seeded] = (await getList<Doc>(t, platformAdmin, `${LICENSES}?audience=all&status=superseded`))
      .items;
    const before = await countRows(t.db);
    const activeBefore = await activeRows('license-agreement', 'all');
    const res = await t.as(platformAdmin).post(`${LICENSES}/${seeded?.id}/activate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be activated again/);
    expect(await activeRows('license-agreement', 'all')).toEqual(activeBefore);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('keeps one active version under concurrent activations', async () => {
    const a = await create(DISCLAIMERS, 'CAT_CUS', 'Race A');
    const b = await create(DISCLAIMERS, 'CAT_CUS', 'Race B');
    const results = await Promise.all([
      t.as(platformAdmin).post(`${DISCLAIMERS}/${a.id}/activate`),
      t.as(superAdmin).post(`${DISCLAIMERS}/${b.id}/activate`),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(await activeRows('disclaimer', 'CAT_CUS')).toHaveLength(1);
  });
});

describe('immutability', () => {
  it('rewrites a draft, but never a version that is or was active', async () => {
    const draft = await create(LICENSES, 'CAT_VEN', 'Vendor licence', 'First words.');
    const res = await t.as(platformAdmin).put(`${LICENSES}/${draft.id}`, {
      title: 'Vendor licence v1',
      body: 'Better words.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({
      id: draft.id,
      version: 1,
      audience: 'CAT_VEN',
      title: 'Vendor licence v1',
      body: 'Better words.',
      status: 'draft',
    });

    const list = await getList<Doc>(t, platformAdmin, `${LICENSES}?pageSize=100`);
    const active = list.items.find((i) => i.audience === 'all' && i.status === 'active');
    const superseded = list.items.find((i) => i.status === 'superseded');
    const before = await countRows(t.db);
    for (const target of [active, superseded]) {
      const url = `${LICENSES}/${target?.id}`;
      const original = (await t.as(platformAdmin).get(url)).json().data.item;
      const refused = await t.as(platformAdmin).put(url, { title: 'Rewritten', body: 'Rewritten' });
      expect(refused.statusCode, target?.status).toBe(409);
      expect(refused.json().message).toMatch(/cannot be changed. Write a new version instead/);
      expect((await t.as(platformAdmin).get(url)).json().data.item).toEqual(original);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('keeps the audience of a draft: it decides the version number', async () => {
    const draft = await create(DISCLAIMERS, 'CAT_FFD', 'Forwarder disclaimer');
    const res = await t.as(platformAdmin).put(`${DISCLAIMERS}/${draft.id}`, {
      audience: 'all',
      title: 'x',
      body: 'y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('audience');
  });
});

describe('deletion', () => {
  it('deletes a draft', async () => {
    const draft = await create(DISCLAIMERS, 'all', 'Throwaway');
    const res = await t.as(platformAdmin).delete(`${DISCLAIMERS}/${draft.id}`);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    expect((await t.as(platformAdmin).get(`${DISCLAIMERS}/${draft.id}`)).statusCode).toBe(404);
  });

  it("is a 'Forbidden Deletion' for the active version and for superseded ones", async () => {
    const list = await getList<Doc>(t, platformAdmin, `${LICENSES}?audience=all&pageSize=100`);
    const targets = list.items.filter((i) => i.status !== 'draft');
    expect(targets.map((i) => i.status).sort()).toEqual(['active', 'superseded']);
    const before = await countRows(t.db);
    for (const target of targets) {
      const res = await t.as(platformAdmin).delete(`${LICENSES}/${target.id}`);
      expect(res.statusCode, target.status).toBe(409);
      expect(res.json()).toMatchObject({ success: false, error: MESSAGES.forbiddenDeletion });
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('public read for the registration form', () => {
  it('gives a category its own licence agreement, else everyone’s, and the disclaimers of both', async () => {
    const list = await getList<Doc>(t, platformAdmin, `${LICENSES}?status=active&pageSize=100`);
    const ffd = list.items.find((i) => i.audience === 'CAT_FFD');
    const all = list.items.find((i) => i.audience === 'all');

    const forwarder = await publicRead('?audience=CAT_FFD');
    expect(forwarder.licenseAgreement).toEqual({
      id: ffd?.id,
      version: 1,
      title: 'Forwarder licence',
      body: 'Forwarder clauses. Cargo liability.',
    });
    // The vendors' licence is only a draft: vendors fall back to everyone's.
    const vendor = await publicRead('?audience=CAT_VEN');
    expect(vendor.licenseAgreement?.id).toBe(all?.id);
    expect(vendor.licenseAgreement?.title).toBe('Licence 2027');
    expect((await publicRead()).licenseAgreement?.id).toBe(all?.id);

    // Disclaimers: the customers' own (activated in the race above) and everyone's; drafts never.
    const customer = await publicRead('?audience=CAT_CUS');
    expect(customer.disclaimers.map((d) => d.title)).toHaveLength(2);
    expect(customer.disclaimers[0]?.title).toMatch(/^Race [AB]$/);
    expect(customer.disclaimers[1]?.title).toBe('Rates and information disclaimer');
    expect(customer.disclaimers[0]).not.toHaveProperty('version');
    expect((await publicRead('?audience=CAT_FFD')).disclaimers.map((d) => d.title)).toEqual([
      'Rates and information disclaimer',
    ]);

    expect(await findActiveLicenseAgreement(t.db, 'CAT_FFD')).toMatchObject({ id: ffd?.id, version: 1 });
    expect(await findActiveLicenseAgreement(t.db, 'CAT_CUS')).toMatchObject({ id: all?.id, version: 2 });
  });

  it('refuses an audience that is not a category of registering companies', async () => {
    for (const audience of ['CAT_ADM', 'nobody', NUL]) {
      const res = await t.as().get(`${ACTIVE}?audience=${encodeURIComponent(audience)}`);
      expect(res.statusCode, audience).toBe(400);
      expect(res.json().errors[0].field).toBe('audience');
    }
    expect((await t.as().get(`${ACTIVE}?audience=CAT_FFD&extra=1`)).json().errors[0].field).toBe('extra');
  });

  it('answers null and no disclaimers when nothing is active', async () => {
    await t.db.update(platformDocuments).set({ isActive: false });
    expect(await publicRead('?audience=CAT_FFD')).toEqual({ licenseAgreement: null, disclaimers: [] });
    expect(await findActiveLicenseAgreement(t.db, 'CAT_FFD')).toBeNull();
  });
});

describe('access', () => {
  it('is closed to every company user, and changes nothing', async () => {
    const tokens = new Map<string, string>();
    for (const username of ['ffd.admin', 'acme.buyer', 'horizon.settings']) {
      tokens.set(username, (await t.login(username)).token);
    }
    const before = await countRows(t.db);
    for (const [username, token] of tokens) {
      for (const path of [LICENSES, DISCLAIMERS]) {
        const results = [
          await t.as(token).get(path),
          await t.as(token).get(`${path}/1`),
          await t.as(token).post(path, { audience: 'all', title: 'x', body: 'y' }),
          await t.as(token).put(`${path}/1`, { title: 'x', body: 'y' }),
          await t.as(token).post(`${path}/1/activate`),
          await t.as(token).delete(`${path}/1`),
        ];
        expect(
          results.map((r) => r.statusCode),
          `${username} ${path}`,
        ).toEqual([403, 403, 403, 403, 403, 403]);
      }
    }
    expect((await t.as().get(LICENSES)).statusCode).toBe(401);
    expect(await countRows(t.db)).toEqual(before);
  });
});

const LONG_BODY = 'y'.repeat(60_000);
const ok = { audience: 'all', title: 'Title', body: 'Text' };

const hostileCreateBodies: HostileCase[] = [
  { name: 'missing audience', body: { title: 'Title', body: 'Text' }, field: 'audience' },
  { name: 'platform audience', body: { ...ok, audience: 'CAT_ADM' }, field: 'audience' },
  { name: 'number audience', body: { ...ok, audience: 1 }, field: 'audience' },
  { name: 'missing title', body: { audience: 'all', body: 'Text' }, field: 'title' },
  { name: 'number title', body: { ...ok, title: 42 }, field: 'title' },
  { name: 'null body', body: { ...ok, body: null }, field: 'body' },
  { name: 'array body field', body: { ...ok, body: ['a'] }, field: 'body' },
  { name: 'object title', body: { ...ok, title: { $ne: '' } }, field: 'title' },
  { name: 'blank title', body: { ...ok, title: '   ' }, field: 'title' },
  { name: '201-char title', body: { ...ok, title: 'x'.repeat(201) }, field: 'title' },
  { name: '60k body', body: { ...ok, body: LONG_BODY }, field: 'body' },
  { name: 'NUL in title', body: { ...ok, title: NUL }, field: 'title' },
  { name: 'NUL in body', body: { ...ok, body: NUL }, field: 'body' },
  { name: 'companyId', body: { ...ok, companyId: 2 }, field: 'companyId' },
  { name: 'role', body: { ...ok, role: 'CAT_ADM' }, field: 'role' },
  { name: 'isActive', body: { ...ok, isActive: true }, field: 'isActive' },
  { name: 'version', body: { ...ok, version: 99 }, field: 'version' },
  { name: 'kind', body: { ...ok, kind: 'disclaimer' }, field: 'kind' },
  {
    name: '__proto__',
    body: null,
    raw: JSON.stringify(ok).replace(/}$/, ',"__proto__":{"isActive":true}}'),
    field: 'body',
  },
  { name: 'array root', body: [ok], field: 'body' },
  { name: 'null root', body: null, field: 'body' },
];

const hostileUpdateBodies: HostileCase[] = hostileCreateBodies
  .filter(
    (c) => !['missing audience', 'platform audience', 'number audience', 'missing title'].includes(c.name),
  )
  .map((c) => {
    if (c.raw) return { ...c, raw: c.raw.replace('"audience":"all",', '') };
    if (c.body === null || Array.isArray(c.body)) return c;
    const { audience: _audience, ...rest } = c.body as Record<string, unknown>;
    return { ...c, body: rest };
  })
  .concat([
    { name: 'audience', body: { title: 'Title', body: 'Text', audience: 'CAT_FFD' }, field: 'audience' },
    { name: 'missing body', body: { title: 'Title' }, field: 'body' },
  ]);

describe('hostile bodies', () => {
  it('refuses them on create and update of both kinds, storing and changing nothing', async () => {
    expect(hostileCreateBodies.length).toBeGreaterThanOrEqual(10);
    expect(hostileUpdateBodies.length).toBeGreaterThanOrEqual(10);
    for (const path of [LICENSES, DISCLAIMERS]) {
      await expectHostileRefused(t, platformAdmin, 'POST', path, hostileCreateBodies);
      const draft = await create(path, 'CAT_CUS', 'Hostile target', 'Unchanged');
      await expectHostileRefused(t, superAdmin, 'PUT', `${path}/${draft.id}`, hostileUpdateBodies);
      const after = (await t.as(platformAdmin).get(`${path}/${draft.id}`)).json().data.item;
      expect(after).toMatchObject({ title: 'Hostile target', body: 'Unchanged', audience: 'CAT_CUS' });
    }
    expect((await t.as(platformAdmin).get(`${LICENSES}/abc`)).json().errors[0].field).toBe('id');
    expect((await t.as(platformAdmin).put(`${LICENSES}/99999999999`, ok)).statusCode).toBe(400);
  });
});
