import {
  CHANNEL_NOTIFICATION_KIND,
  CHANNEL_PATHS,
  type Channel,
  type ChannelBoard,
  type ChannelPost,
  type ChannelThread,
  channelApiPath,
  NOTIFICATION_PATHS,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (username: string) => t.as((await t.login(username)).token);

describe("Oceanic's demo board", () => {
  it('is read by its staff, its customer Acme and its vendor Swift, and by no other forwarder', async () => {
    const boardsOf = async (username: string) =>
      (await (await as(username)).get(CHANNEL_PATHS.boards)).json<{ data: { items: ChannelBoard[] } }>().data
        .items;
    const [oceanic] = await boardsOf('ffd.admin');
    expect(oceanic).toMatchObject({
      companyName: 'Oceanic Freight Forwarders',
      relation: 'staff',
      canModerate: true,
    });
    expect((await boardsOf('acme.buyer')).map((b) => [b.companyName, b.relation])).toEqual([
      ['Oceanic Freight Forwarders', 'customer'],
    ]);
    expect((await boardsOf('swift.vendor')).map((b) => [b.companyName, b.relation])).toContainEqual([
      'Oceanic Freight Forwarders',
      'vendor',
    ]);
    expect((await boardsOf('horizon.admin')).map((b) => b.companyName)).toEqual(['Horizon Logistics']);

    const acme = await as('acme.buyer');
    const channels = expectList<Channel>(
      await acme.get(`${CHANNEL_PATHS.channels}?companyId=${oceanic?.companyId}`),
    );
    expect(channels.items.map((c) => [c.name, c.isLocked, c.threadCount])).toEqual([
      ['Announcements', true, 1],
      ['General', false, 1],
      ['Sea freight', false, 1],
    ]);
    const sea = channels.items.find((c) => c.name === 'Sea freight') as Channel;
    const [thread] = expectList<ChannelThread>(await acme.get(channelApiPath.threads(sea.id))).items;
    expect(thread).toMatchObject({ authorUsername: 'ffd.sales', postCount: 4 });
    const posts = expectList<ChannelPost>(await acme.get(channelApiPath.posts(sea.id, thread?.id ?? 0)));
    expect(posts.items.map((p) => p.authorUsername)).toEqual([
      'ffd.sales',
      'acme.buyer',
      'swift.vendor',
      'ffd.sales',
    ]);
  });

  it("holds the mentions' notifications", async () => {
    const sales = await as('ffd.sales');
    const mine = expectList<{ title: string; link: string | null }>(
      await sales.get(`${NOTIFICATION_PATHS.mine}?search=mentioned`),
    );
    expect(mine.items).toContainEqual(
      expect.objectContaining({
        title: 'Ada Buyer mentioned you',
        link: expect.stringContaining('/threads/'),
      }),
    );
    expect(CHANNEL_NOTIFICATION_KIND.mentioned).toBe('channel-mention');
  });
});
