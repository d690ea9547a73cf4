import { NOTIFICATION_PATHS, readNotificationPath } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifyCompanyUsers } from '../notifications.service';

type Item = { id: number; title: string; isRead: boolean };
type MyNotifications = { unreadCount: number };

let t: TestApp;
let reader: TestUser;
let colleague: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  reader = await createUser(t);
  colleague = await createUser(t, { company: reader.company });
  for (const title of ['First', 'Second', 'Third: 100% done']) {
    await notifyCompanyUsers(t.db, reader.company.id, {
      kind: 'test',
      title,
      body: `${title} body`,
      link: null,
    });
  }
  const mine = expectList<Item>(await t.as(reader.token).get(NOTIFICATION_PATHS.mine));
  const second = mine.items.find((i) => i.title === 'Second');
  expect((await t.as(reader.token).post(readNotificationPath(second?.id ?? 0))).statusCode).toBe(200);
});
afterAll(() => t.close());

const mine = (user: TestUser, query = '') => t.as(user.token).get(`${NOTIFICATION_PATHS.mine}${query}`);
const titlesOf = (res: Awaited<ReturnType<typeof mine>>) => expectList<Item>(res).items.map((i) => i.title);

describe('my notifications', () => {
  it('pages the caller’s own notifications newest first, with the unread count', async () => {
    const res = await mine(reader, '?pageSize=2');
    expect(expectList<Item>(res)).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json<{ data: MyNotifications }>().data.unreadCount).toBe(2);
    expect(expectList<Item>(res).items.map((i) => [i.title, i.isRead])).toEqual([
      ['Third: 100% done', false],
      ['Second', true],
    ]);
    expect(titlesOf(await mine(reader, '?page=2&pageSize=2'))).toEqual(['First']);
  });

  it('filters the unread ones and searches title and body, wildcards taken literally', async () => {
    expect(titlesOf(await mine(reader, '?status=unread'))).toEqual(['Third: 100% done', 'First']);
    expect(titlesOf(await mine(reader, '?search=second%20body'))).toEqual(['Second']);
    expect(titlesOf(await mine(reader, '?search=%25'))).toEqual(['Third: 100% done']);
    expect(expectList(await mine(reader, '?search=_')).total).toBe(0);
  });

  it('shows a colleague only their own rows, read state included', async () => {
    const res = await mine(colleague, '?status=unread');
    expect(expectList(res).total).toBe(3);
    expect(res.json<{ data: MyNotifications }>().data.unreadCount).toBe(3);
  });
});
