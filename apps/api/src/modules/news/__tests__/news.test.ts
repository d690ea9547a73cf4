import { COMPANY_MASTERS_PATHS, type News } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../../db/schema';
import { expectDeleted, expectHostileRefusedOnWrites, recordCalls } from '../../../test/company-records';
import { createAdmin, signIn } from '../../../test/factories';
import { type HostileCase, hostileBodies } from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATH = COMPANY_MASTERS_PATHS.news;
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let adminId: number;
let calls: ReturnType<typeof recordCalls>;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAdmin(t);
  admin = owner.token;
  adminId = owner.id;
  calls = recordCalls(t, PATH);
});
afterAll(() => t.close());

const at = (offsetDays: number) => new Date(t.clock.now.getTime() + offsetDays * DAY).toISOString();

const NEWS = () => ({
  title: 'New Jebel Ali cut-off',
  body: 'Vessel cut-off moves to Thursday 18:00.',
  audience: 'all',
  publishFrom: at(-1),
  publishUntil: at(6),
});

describe('news', () => {
  it('creates, reads, updates and deletes news, recording who wrote it', async () => {
    const body = NEWS();
    const created = await calls.create<News>(admin, body);
    expect(created).toMatchObject({ ...body, status: 'published' });
    const [row] = await t.db.select().from(news).where(eq(news.id, created.id));
    expect(row?.createdBy).toBe(adminId);

    const updated = await calls.put(admin, created.id, { ...body, audience: 'staff', publishUntil: null });
    expect(updated.json().data.item).toMatchObject({
      audience: 'staff',
      publishUntil: null,
      status: 'published',
    });
    await expectDeleted(t, PATH, admin, created.id);
  });

  it('refuses an end that is not after the start', async () => {
    const body = NEWS();
    for (const publishUntil of [body.publishFrom, at(-2)]) {
      const res = await calls.post(admin, { ...body, publishUntil });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        field: 'publishUntil',
        defaultMessage: 'Publish until must be after publish from',
      });
    }
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const valid = NEWS();
    const formats: HostileCase[] = [
      { name: 'unknown audience', body: { ...valid, audience: 'everyone' }, field: 'audience' },
      { name: 'date without time', body: { ...valid, publishFrom: '2026-01-01' }, field: 'publishFrom' },
      { name: 'epoch number', body: { ...valid, publishFrom: 1_700_000_000_000 }, field: 'publishFrom' },
      { name: 'not a date', body: { ...valid, publishUntil: 'tomorrow' }, field: 'publishUntil' },
      { name: 'empty body text', body: { ...valid, body: '  ' }, field: 'body' },
      { name: 'NUL in body', body: { ...valid, body: 'a\u0000b' }, field: 'body' },
      { name: 'createdBy', body: { ...valid, createdBy: 1 }, field: 'createdBy' },
    ];
    const cases = hostileBodies(valid, { required: 'title', text: 'title' }, formats);
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, valid);
  });

  it('derives the status from the window and filters by it, moving with the clock', async () => {
    const writer = await createAdmin(t);
    let { token } = writer;
    const scheduled = await calls.create(token, {
      ...NEWS(),
      title: 'Scheduled',
      publishFrom: at(2),
      publishUntil: null,
    });
    const published = await calls.create(token, { ...NEWS(), title: 'Published', audience: 'customers' });
    const expired = await calls.create(token, {
      ...NEWS(),
      title: 'Expired',
      publishFrom: at(-5),
      publishUntil: at(-2),
    });
    const ids = async (query: string) => (await calls.list(token, query)).items.map((n) => n.id);
    expect(await ids('?status=scheduled')).toEqual([scheduled.id]);
    expect(await ids('?status=published')).toEqual([published.id]);
    expect(await ids('?status=expired')).toEqual([expired.id]);
    expect(await ids('?audience=customers')).toEqual([published.id]);
    // Newest window first by default.
    expect(await ids('')).toEqual([scheduled.id, published.id, expired.id]);
    expect(await ids('?search=expir')).toEqual([expired.id]);

    // Moving the clock expires the access token: sign in again each time.
    t.clock.advance(3 * DAY);
    ({ token } = await signIn(t, writer));
    expect((await calls.item(token, scheduled.id)).status).toBe('published');
    expect(await ids('?status=published')).toEqual([scheduled.id, published.id]);
    t.clock.advance(5 * DAY);
    ({ token } = await signIn(t, writer));
    expect(await ids('?status=expired')).toEqual([published.id, expired.id]);
    expectFieldError(await t.as(token).get(`${PATH}?status=live`), 400, 'status');
  });
});
