import {
  PLATFORM_DOCUMENT_MESSAGES,
  PLATFORM_DOCUMENT_PATHS,
  type SitePage,
  sitePageApiPath,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDocuments } from '../../../db/schema';
import { seedPlatformDocuments } from '../../../db/seed/platform-documents';
import { expectHostileRefused, type HostileCase, NUL } from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PRIVACY = PLATFORM_DOCUMENT_PATHS['privacy-policy'];
const ABOUT = PLATFORM_DOCUMENT_PATHS['about-us'];

let t: TestApp;
let platformAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  platformAdmin = (await t.login('platform.admin')).token;
});
afterAll(() => t.close());

/** The public read, signed out. */
const read = async (kind: 'privacy-policy' | 'about-us') => {
  const res = await t.as().get(sitePageApiPath(kind));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { item: SitePage } }>().data.item;
};

describe('site pages', () => {
  it('are seeded on every install and read by anyone, signed in or not', async () => {
    const privacy = await read('privacy-policy');
    expect(privacy).toMatchObject({ kind: 'privacy-policy', version: 1, title: 'Privacy policy' });
    expect(privacy.body).toMatch(/personal data/);
    const about = await read('about-us');
    expect(about).toMatchObject({ kind: 'about-us', version: 1, title: 'About FastForward' });
    const acme = await t.login('acme.buyer');
    expect((await t.as(acme.token).get(sitePageApiPath('about-us'))).statusCode).toBe(200);
    // Seeding again adds nothing.
    const before = await countRows(t.db);
    await seedPlatformDocuments(t.db);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('show the version the platform administrator activates, never a draft', async () => {
    const res = await t.as(platformAdmin).post(PRIVACY, {
      audience: 'all',
      title: 'Privacy policy (2027)',
      body: 'First paragraph.\n\n<script>alert(1)</script> stays text.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data.item as { id: number; version: number };
    expect(draft.version).toBe(2);
    expect((await read('privacy-policy')).version).toBe(1);

    const activated = await t.as(platformAdmin).post(`${PRIVACY}/${draft.id}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
    const shown = await read('privacy-policy');
    expect(shown).toMatchObject({ version: 2, title: 'Privacy policy (2027)' });
    // Stored and answered as written: the page renders it as text.
    expect(shown.body).toBe('First paragraph.\n\n<script>alert(1)</script> stays text.');
    // The about-us page is a history of its own.
    expect((await read('about-us')).version).toBe(1);
  });

  it('are for everyone: a category audience is refused, nothing stored', async () => {
    const before = await countRows(t.db);
    for (const path of [PRIVACY, ABOUT]) {
      const res = await t.as(platformAdmin).post(path, { audience: 'CAT_CUS', title: 'T', body: 'B' });
      expectFieldError(res, 400, 'audience');
      expect(res.json().errors[0].defaultMessage).toBe(PLATFORM_DOCUMENT_MESSAGES.sitePageAudience);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answer 404 when nothing is active, and 400 for a page that does not exist', async () => {
    const res = await t.as().get('/api/platform-documents/site-pages/license-agreement');
    expectFieldError(res, 400, 'kind');
    expect((await t.as().get('/api/platform-documents/site-pages/terms')).statusCode).toBe(400);
    // Only the test deactivates: the API never leaves a kind without its active version.
    await t.db
      .update(platformDocuments)
      .set({ isActive: false })
      .where(eq(platformDocuments.kind, 'about-us'));
    const missing = await t.as().get(sitePageApiPath('about-us'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PLATFORM_DOCUMENT_MESSAGES.sitePageNotFound);
  });

  it('are written by platform administrators only', async () => {
    const tokens = [(await t.login('ffd.admin')).token, (await t.login('acme.buyer')).token];
    const before = await countRows(t.db);
    for (const token of tokens) {
      for (const path of [PRIVACY, ABOUT]) {
        const results = [
          await t.as(token).get(path),
          await t.as(token).post(path, { audience: 'all', title: 'x', body: 'y' }),
        ];
        expect(results.map((r) => r.statusCode)).toEqual([403, 403]);
      }
    }
    expect((await t.as().post(ABOUT, { audience: 'all', title: 'x', body: 'y' })).statusCode).toBe(401);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuse hostile bodies, storing nothing', async () => {
    const ok = { audience: 'all', title: 'Title', body: 'Text' };
    const cases: HostileCase[] = [
      { name: 'missing title', body: { audience: 'all', body: 'Text' }, field: 'title' },
      { name: 'NUL in body', body: { ...ok, body: NUL }, field: 'body' },
      { name: '60k body', body: { ...ok, body: 'y'.repeat(60_000) }, field: 'body' },
      { name: 'number title', body: { ...ok, title: 42 }, field: 'title' },
      { name: 'kind', body: { ...ok, kind: 'license-agreement' }, field: 'kind' },
      { name: 'isActive', body: { ...ok, isActive: true }, field: 'isActive' },
      { name: 'array root', body: [ok], field: 'body' },
    ];
    await expectHostileRefused(t, platformAdmin, 'POST', ABOUT, cases);
  });
});
