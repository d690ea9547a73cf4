import {
  CHANNEL_MESSAGES,
  CHANNEL_NOTIFICATION_KIND,
  CHANNEL_PATHS,
  type Channel,
  type ChannelBoard,
  type ChannelPost,
  type ChannelThread,
  channelApiPath,
  DELETED_POST_BODY,
  threadPagePath,
  toPermission,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelThreads, notifications, vendors } from '../../../db/schema';
import {
  createAdmin,
  createCompany,
  createUser,
  type TestCompany,
  type TestUser,
} from '../../../test/factories';
import { createApprovedKyc, createSubmittedKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, type HostileCase, hostileBodies, LONG, NUL } from '../../../test/organisation';
import { expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createVendorCompany } from '../../../test/vendor-factories';

const VIEW = toPermission('view-public-channel', 'Public Channel');
const CREATE = toPermission('create-public-channel', 'Public Channel');

let t: TestApp;
let forwarder: TestCompany;
let admin: TestUser;
/** Staff who read and post but do not moderate. */
let staff: TestUser;
/** Staff of the forwarder without the module. */
let clerk: TestUser;
let customer: TestUser;
let vendor: TestUser;
let otherAdmin: TestUser;
let otherCustomer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  forwarder = await createCompany(t, { name: 'Board Forwarder' });
  admin = await createAdmin(t, { company: forwarder });
  staff = await createUser(t, { company: forwarder, permissions: [VIEW, CREATE] });
  clerk = await createUser(t, { company: forwarder, permissions: ['view-dashboard|Dashboard'] });
  customer = (await createApprovedKyc(t, { forwarder, companyName: 'Board Customer' })).user;
  const vendorCompany = await createVendorCompany(t, { name: 'Board Vendor' });
  await t.db.insert(vendors).values({
    companyId: forwarder.id,
    vendorCompanyId: vendorCompany.id,
    name: vendorCompany.name,
    modes: ['sea'],
  });
  vendor = await createUser(t, { company: vendorCompany, permissions: [VIEW, CREATE] });
  const other = await createCompany(t, { name: 'Other Forwarder' });
  otherAdmin = await createAdmin(t, { company: other });
  otherCustomer = (await createApprovedKyc(t, { forwarder: other })).user;
});
afterAll(() => t.close());

const boardsOf = async (user: TestUser) =>
  (await t.as(user.token).get(CHANNEL_PATHS.boards)).json<{ data: { items: ChannelBoard[] } }>().data.items;

const createChannel = async (name: string, body: object = {}) =>
  expectItem<Channel>(await t.as(admin.token).post(CHANNEL_PATHS.channels, { name, ...body }), 201);

const startThread = async (user: TestUser, channelId: number, title: string, body = 'First post') =>
  expectItem<ChannelThread>(
    await t.as(user.token).post(channelApiPath.threads(channelId), { title, body }),
    201,
  );

const reply = (user: TestUser, channelId: number, threadId: number, body: string) =>
  t.as(user.token).post(channelApiPath.posts(channelId, threadId), { body });

const postsOf = async (user: TestUser, channelId: number, threadId: number, query = '') =>
  expectList<ChannelPost>(await t.as(user.token).get(`${channelApiPath.posts(channelId, threadId)}${query}`));

const threadOf = async (user: TestUser, channelId: number, threadId: number) =>
  expectItem<ChannelThread>(await t.as(user.token).get(channelApiPath.thread(channelId, threadId)));

const mentionsOf = async (userId: number) =>
  t.db
    .select({ link: notifications.link, title: notifications.title })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.kind, CHANNEL_NOTIFICATION_KIND.mentioned)),
    );

describe('boards', () => {
  it("lists the forwarder's board to its staff, its approved customers and its vendors, and no other", async () => {
    expect(await boardsOf(admin)).toEqual([
      expect.objectContaining({
        companyId: forwarder.id,
        relation: 'staff',
        canManageChannels: true,
        canLock: true,
        canModerate: true,
        canPost: true,
      }),
    ]);
    expect(await boardsOf(staff)).toEqual([
      expect.objectContaining({
        relation: 'staff',
        canManageChannels: true,
        canLock: false,
        canModerate: false,
      }),
    ]);
    for (const [user, relation] of [
      [customer, 'customer'],
      [vendor, 'vendor'],
    ] as const) {
      expect(await boardsOf(user)).toEqual([
        {
          companyId: forwarder.id,
          companyName: forwarder.name,
          relation,
          canManageChannels: false,
          canLock: false,
          canModerate: false,
          canPost: true,
        },
      ]);
    }
    expect((await boardsOf(otherAdmin)).map((b) => b.companyId)).not.toContain(forwarder.id);
    expect((await boardsOf(otherCustomer)).map((b) => b.companyId)).not.toContain(forwarder.id);
    // A customer whose KYC waits for review is not on the board yet.
    const pending = await createSubmittedKyc(t, { forwarder });
    expect(await boardsOf(pending.user)).toEqual([]);
    expect((await t.as(clerk.token).get(CHANNEL_PATHS.boards)).statusCode).toBe(403);
  });

  it('lets a vendor working for several forwarders pick the board', async () => {
    const second = await createCompany(t, { name: 'Another Client Forwarder' });
    await t.db.insert(vendors).values({
      companyId: second.id,
      vendorCompanyId: vendor.company.id,
      name: vendor.company.name,
      modes: ['air'],
    });
    const secondAdmin = await createAdmin(t, { company: second });
    const theirs = expectItem<Channel>(
      await t.as(secondAdmin.token).post(CHANNEL_PATHS.channels, { name: 'Air desk' }),
      201,
    );
    expect((await boardsOf(vendor)).map((b) => b.companyId).sort()).toEqual([forwarder.id, second.id].sort());
    const listed = expectList<Channel>(
      await t.as(vendor.token).get(`${CHANNEL_PATHS.channels}?companyId=${second.id}`),
    );
    expect(listed.items.map((c) => c.id)).toEqual([theirs.id]);
    expect(
      (await t.as(customer.token).get(`${CHANNEL_PATHS.channels}?companyId=${second.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('channels', () => {
  it('are created by the staff only, named uniquely within the board', async () => {
    const channel = await createChannel('Sea desk', { description: 'Sailings' });
    expect(channel).toMatchObject({
      companyId: forwarder.id,
      isLocked: false,
      threadCount: 0,
      lastPostAt: null,
    });
    const dup = await t.as(staff.token).post(CHANNEL_PATHS.channels, { name: 'SEA DESK' });
    expect(dup.statusCode, dup.body).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({
      field: 'name',
      defaultMessage: CHANNEL_MESSAGES.duplicateName,
    });
    // Another forwarder may use the same name on its own board.
    expectItem(await t.as(otherAdmin.token).post(CHANNEL_PATHS.channels, { name: 'Sea desk' }), 201);
    const before = await countRows(t.db);
    for (const user of [customer, vendor]) {
      const res = await t.as(user.token).post(CHANNEL_PATHS.channels, { name: `By ${user.username}` });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(CHANNEL_MESSAGES.staffOnly);
    }
    expect(await countRows(t.db)).toEqual(before);
    const customers = expectList<Channel>(
      await t.as(customer.token).get(`${CHANNEL_PATHS.channels}?search=sea`),
    );
    expect(customers.items.map((c) => c.id)).toEqual([channel.id]);
  });

  it("are hidden from another forwarder's admin and customers, who change nothing (404)", async () => {
    const channel = await createChannel('Private board');
    const thread = await startThread(customer, channel.id, 'Hello', 'Hi all');
    const [post] = (await postsOf(admin, channel.id, thread.id)).items;
    const before = await countRows(t.db);
    for (const outsider of [otherAdmin, otherCustomer]) {
      const as = t.as(outsider.token);
      const listed = expectList<Channel>(await as.get(`${CHANNEL_PATHS.channels}?pageSize=100`));
      expect(listed.items.map((c) => c.id)).not.toContain(channel.id);
      const answers = [
        await as.get(`${CHANNEL_PATHS.channels}?companyId=${forwarder.id}`),
        await as.get(channelApiPath.channel(channel.id)),
        await as.get(channelApiPath.threads(channel.id)),
        await as.get(channelApiPath.thread(channel.id, thread.id)),
        await as.get(channelApiPath.posts(channel.id, thread.id)),
        await as.post(channelApiPath.threads(channel.id), { title: 'Intruder', body: 'x' }),
        await as.post(channelApiPath.posts(channel.id, thread.id), { body: 'x' }),
        await as.delete(channelApiPath.post(channel.id, thread.id, post?.id ?? 0)),
      ];
      if (outsider === otherAdmin) {
        answers.push(
          await as.put(channelApiPath.channel(channel.id), { name: 'Taken over' }),
          await as.put(channelApiPath.lock(channel.id), { isLocked: true }),
          await as.put(channelApiPath.threadLock(channel.id, thread.id), { isLocked: true }),
          await as.delete(channelApiPath.thread(channel.id, thread.id)),
          await as.delete(channelApiPath.channel(channel.id)),
        );
      }
      for (const res of answers) expect(res.statusCode, `${outsider.username}: ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await threadOf(customer, channel.id, thread.id)).toMatchObject({ title: 'Hello', postCount: 1 });
  });

  it('are renamed, locked and deleted by the staff who hold those permissions', async () => {
    const channel = await createChannel('To remove');
    const thread = await startThread(customer, channel.id, 'Question');
    for (const res of [
      await t.as(staff.token).put(channelApiPath.lock(channel.id), { isLocked: true }),
      await t.as(customer.token).put(channelApiPath.lock(channel.id), { isLocked: true }),
      await t.as(staff.token).delete(channelApiPath.channel(channel.id)),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    const renamed = expectItem<Channel>(
      await t.as(admin.token).put(channelApiPath.channel(channel.id), { name: 'Renamed', description: '' }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', description: null, threadCount: 1 });
    const res = await t.as(admin.token).delete(channelApiPath.channel(channel.id));
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as(admin.token).get(channelApiPath.channel(channel.id))).statusCode).toBe(404);
    expect((await t.as(customer.token).get(channelApiPath.thread(channel.id, thread.id))).statusCode).toBe(
      404,
    );
  });
});

describe('locks', () => {
  it('a locked channel takes no new threads, its threads still take replies', async () => {
    const channel = await createChannel('Announcements');
    const thread = await startThread(admin, channel.id, 'Holiday hours');
    expect(
      expectItem<Channel>(await t.as(admin.token).put(channelApiPath.lock(channel.id), { isLocked: true }))
        .isLocked,
    ).toBe(true);
    const before = await countRows(t.db);
    for (const user of [admin, customer, vendor]) {
      const res = await t
        .as(user.token)
        .post(channelApiPath.threads(channel.id), { title: 'New', body: 'x' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(CHANNEL_MESSAGES.channelLocked);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await reply(customer, channel.id, thread.id, 'Thanks')).statusCode).toBe(201);
    await t.as(admin.token).put(channelApiPath.lock(channel.id), { isLocked: false });
    await startThread(vendor, channel.id, 'Now open');
  });

  it('a locked thread takes no replies until unlocked', async () => {
    const channel = await createChannel('Lock threads');
    const thread = await startThread(customer, channel.id, 'Lockable');
    expect(
      (await t.as(staff.token).put(channelApiPath.threadLock(channel.id, thread.id), { isLocked: true }))
        .statusCode,
    ).toBe(403);
    const locked = expectItem<ChannelThread>(
      await t.as(admin.token).put(channelApiPath.threadLock(channel.id, thread.id), { isLocked: true }),
    );
    expect(locked.isLocked).toBe(true);
    const before = await countRows(t.db);
    for (const user of [admin, staff, customer]) {
      const res = await reply(user, channel.id, thread.id, 'Can I still reply?');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(CHANNEL_MESSAGES.threadLocked);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await threadOf(customer, channel.id, thread.id)).postCount).toBe(1);
    await t.as(admin.token).put(channelApiPath.threadLock(channel.id, thread.id), { isLocked: false });
    expect((await reply(customer, channel.id, thread.id, 'Open again')).statusCode).toBe(201);
  });
});

describe('threads and posts', () => {
  it('lists threads newest activity first and posts oldest first, paged, with a search', async () => {
    const channel = await createChannel('Ordering');
    const older = await startThread(customer, channel.id, 'Older thread', 'About reefers');
    t.clock.advance(60_000);
    const newer = await startThread(staff, channel.id, 'Newer thread', 'About flats');
    const list = async (query = '') =>
      expectList<ChannelThread>(
        await t.as(vendor.token).get(`${channelApiPath.threads(channel.id)}${query}`),
      );
    expect((await list()).items.map((x) => x.id)).toEqual([newer.id, older.id]);
    t.clock.advance(60_000);
    expect((await reply(vendor, channel.id, older.id, 'A reply bumps it')).statusCode).toBe(201);
    const bumped = await list();
    expect(bumped.items.map((x) => x.id)).toEqual([older.id, newer.id]);
    expect(bumped.items[0]).toMatchObject({ postCount: 2, lastPostAt: t.clock.now.toISOString() });
    expect((await list('?search=bumps')).items.map((x) => x.id)).toEqual([older.id]);
    expect((await list('?search=Newer')).items.map((x) => x.id)).toEqual([newer.id]);
    expect(await list('?pageSize=1&page=2')).toMatchObject({ total: 2, page: 2, items: [{ id: newer.id }] });
    const posts = await postsOf(customer, channel.id, older.id);
    expect(posts.items.map((p) => [p.body, p.authorUsername, p.isMine])).toEqual([
      ['About reefers', customer.username, true],
      ['A reply bumps it', vendor.username, false],
    ]);
    const channelItem = expectItem<Channel>(
      await t.as(customer.token).get(channelApiPath.channel(channel.id)),
    );
    expect(channelItem).toMatchObject({ threadCount: 2, lastPostAt: t.clock.now.toISOString() });
  });

  it('the author deletes their own post, a moderator any post or thread; the counts follow', async () => {
    const channel = await createChannel('Moderation');
    const start = t.clock.now.toISOString();
    const thread = await startThread(customer, channel.id, 'Moderated', 'Opening');
    t.clock.advance(60_000);
    const staffPost = expectItem<ChannelPost>(await reply(staff, channel.id, thread.id, 'Staff answer'), 201);
    t.clock.advance(60_000);
    const own = expectItem<ChannelPost>(
      await reply(customer, channel.id, thread.id, 'Oops, wrong thread'),
      201,
    );
    expect(own).toMatchObject({ isMine: true, canDelete: true });

    const before = await countRows(t.db);
    for (const user of [customer, vendor]) {
      const res = await t.as(user.token).delete(channelApiPath.post(channel.id, thread.id, staffPost.id));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(CHANNEL_MESSAGES.ownPostsOnly);
    }
    expect((await t.as(customer.token).delete(channelApiPath.thread(channel.id, thread.id))).statusCode).toBe(
      403,
    );
    expect(await countRows(t.db)).toEqual(before);

    const deleted = expectItem<ChannelPost>(
      await t.as(customer.token).delete(channelApiPath.post(channel.id, thread.id, own.id)),
    );
    expect(deleted).toMatchObject({ body: DELETED_POST_BODY, isDeleted: true, canDelete: false });
    expect(
      (await t.as(customer.token).delete(channelApiPath.post(channel.id, thread.id, own.id))).statusCode,
    ).toBe(409);
    // The deleted post keeps its place; the thread's count and activity go back to the live posts.
    const afterOwn = await threadOf(vendor, channel.id, thread.id);
    expect(afterOwn).toMatchObject({ postCount: 2, lastPostAt: staffPost.createdAt });
    expect((await postsOf(vendor, channel.id, thread.id)).items.map((p) => [p.body, p.isDeleted])).toEqual([
      ['Opening', false],
      ['Staff answer', false],
      [DELETED_POST_BODY, true],
    ]);
    // Nor does a search find what was deleted.
    expect(
      (await t.as(vendor.token).get(`${channelApiPath.threads(channel.id)}?search=wrong`)).json().data.total,
    ).toBe(0);

    // The moderator deletes the others': the thread falls back to its start.
    const [opening] = (await postsOf(admin, channel.id, thread.id)).items;
    expect(opening?.canDelete).toBe(true);
    for (const id of [staffPost.id, opening?.id ?? 0]) {
      expect(
        (await t.as(admin.token).delete(channelApiPath.post(channel.id, thread.id, id))).statusCode,
      ).toBe(200);
    }
    expect(await threadOf(customer, channel.id, thread.id)).toMatchObject({
      postCount: 0,
      lastPostAt: start,
    });

    const res = await t.as(admin.token).delete(channelApiPath.thread(channel.id, thread.id));
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as(customer.token).get(channelApiPath.thread(channel.id, thread.id))).statusCode).toBe(
      404,
    );
    expect((await reply(customer, channel.id, thread.id, 'Still here?')).statusCode).toBe(404);
    expect(expectList(await t.as(customer.token).get(channelApiPath.threads(channel.id))).total).toBe(0);
    expect(
      expectItem<Channel>(await t.as(admin.token).get(channelApiPath.channel(channel.id))).threadCount,
    ).toBe(0);
    const [kept] = await t.db.select().from(channelThreads).where(eq(channelThreads.id, thread.id));
    expect(kept?.deletedBy).toBe(admin.id);
  });
});

describe('mentions', () => {
  it('notify each mentioned reader of the board once, never the author, an outsider or staff without the module', async () => {
    const channel = await createChannel('Mentions');
    const counts = async (): Promise<Record<string, number>> =>
      Object.fromEntries(
        await Promise.all(
          [admin, staff, clerk, customer, vendor, otherAdmin, otherCustomer].map(
            async (u) => [u.username, (await mentionsOf(u.id)).length] as const,
          ),
        ),
      );
    const before = await counts();
    const body = [
      `@${staff.username} and @${staff.username.toUpperCase()} again,`,
      `@${vendor.username}. @${customer.username} (me), @${otherAdmin.username}, @${otherCustomer.username},`,
      `@${clerk.username} and mail@${admin.username} is an address, @nobody.here`,
    ].join(' ');
    const thread = await startThread(customer, channel.id, 'Who is here?', body);
    const after = await counts();
    expect(after).toEqual({
      ...before,
      [staff.username]: (before[staff.username] ?? 0) + 1,
      [vendor.username]: (before[vendor.username] ?? 0) + 1,
    });
    const [note] = (await mentionsOf(vendor.id)).slice(-1);
    expect(note).toEqual({
      link: threadPagePath(channel.id, thread.id),
      title: expect.stringContaining('mentioned you'),
    });

    // A reply naming the admin notifies the admin; the vendor named again in a new post hears again.
    expect(
      (await reply(staff, channel.id, thread.id, `@${admin.username} @${vendor.username} see above`))
        .statusCode,
    ).toBe(201);
    expect(await counts()).toEqual({
      ...after,
      [admin.username]: (after[admin.username] ?? 0) + 1,
      [vendor.username]: (after[vendor.username] ?? 0) + 1,
    });
  });
});

describe('hostile bodies', () => {
  it('are refused on every write route, naming the field, with nothing written', async () => {
    const channel = await createChannel('Hostile');
    const thread = await startThread(customer, channel.id, 'Target');
    const name: HostileCase[] = hostileBodies({ name: 'Ok' }, { required: 'name', text: 'name' }, [
      { name: 'NUL description', body: { name: 'Ok', description: NUL }, field: 'description' },
      { name: '10k description', body: { name: 'Ok', description: LONG }, field: 'description' },
      { name: 'number description', body: { name: 'Ok', description: 5 }, field: 'description' },
    ]);
    await expectHostileRefused(t, admin.token, 'POST', CHANNEL_PATHS.channels, name);
    await expectHostileRefused(t, admin.token, 'PUT', channelApiPath.channel(channel.id), name);
    const lock: HostileCase[] = [
      { name: 'missing isLocked', body: {}, field: 'isLocked' },
      { name: 'string isLocked', body: { isLocked: 'true' }, field: 'isLocked' },
      { name: 'null isLocked', body: { isLocked: null }, field: 'isLocked' },
      { name: 'unknown field', body: { isLocked: true, companyId: 1 }, field: 'companyId' },
      { name: 'array body', body: [{ isLocked: true }], field: 'body' },
    ];
    await expectHostileRefused(t, admin.token, 'PUT', channelApiPath.lock(channel.id), lock);
    await expectHostileRefused(t, admin.token, 'PUT', channelApiPath.threadLock(channel.id, thread.id), lock);
    const threadCases = [
      ...hostileBodies({ title: 'Ok', body: 'Text' }, { required: 'title', text: 'title' }, []),
      ...hostileBodies({ title: 'Ok', body: 'Text' }, { required: 'body', text: 'body', prose: true }, [
        { name: 'blank body', body: { title: 'Ok', body: '   ' }, field: 'body' },
        { name: 'authorId', body: { title: 'Ok', body: 'x', authorId: admin.id }, field: 'authorId' },
      ]),
    ];
    await expectHostileRefused(t, customer.token, 'POST', channelApiPath.threads(channel.id), threadCases);
    const postCases = hostileBodies({ body: 'Text' }, { required: 'body', text: 'body', prose: true }, [
      { name: 'blank body', body: { body: '' }, field: 'body' },
      { name: 'threadId', body: { body: 'x', threadId: 1 }, field: 'threadId' },
    ]);
    await expectHostileRefused(
      t,
      vendor.token,
      'POST',
      channelApiPath.posts(channel.id, thread.id),
      postCases,
    );
    expect((await threadOf(admin, channel.id, thread.id)).postCount).toBe(1);
  });
});
