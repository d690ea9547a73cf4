import { COMPANY_MASTERS_PATHS, NEWS_FEED_LIMIT, NEWS_FEED_PATH } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.login('ffd.admin');
  const now = t.clock.now.getTime();
  const items = [
    { title: 'Feed: staff briefing', audience: 'staff', from: now - DAY, until: null },
    { title: 'Feed: customer notice', audience: 'customers', from: now - DAY, until: null },
    { title: 'Feed: for everyone', audience: 'all', from: now - 2 * DAY, until: now + DAY },
    { title: 'Feed: not yet', audience: 'all', from: now + DAY, until: null },
    { title: 'Feed: over', audience: 'all', from: now - 3 * DAY, until: now - DAY },
  ];
  for (const item of items) {
    const res = await t.app.inject({
      method: 'POST',
      url: COMPANY_MASTERS_PATHS.news,
      headers: t.bearer(token),
      payload: {
        title: item.title,
        body: `${item.title} body`,
        audience: item.audience,
        publishFrom: new Date(item.from).toISOString(),
        publishUntil: item.until === null ? null : new Date(item.until).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const feedOf = async (username: string) => {
  const { token } = await t.login(username);
  const res = await t.app.inject({ method: 'GET', url: NEWS_FEED_PATH, headers: t.bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { title: string }[])
    .map((n) => n.title)
    .filter((n) => n.startsWith('Feed:'));
};

describe('the dashboard news feed', () => {
  it("shows a forwarder's staff its published news for staff and for all, newest first", async () => {
    expect(await feedOf('ffd.sales')).toEqual(['Feed: staff briefing', 'Feed: for everyone']);
  });

  it("shows a customer its forwarder's published news for customers and for all", async () => {
    expect(await feedOf('acme.buyer')).toEqual(['Feed: customer notice', 'Feed: for everyone']);
  });

  it("never shows another company's news", async () => {
    expect(await feedOf('nova.admin')).toEqual([]);
  });

  it('answers at most the feed limit', async () => {
    const { token } = await t.login('ffd.sales');
    const res = await t.app.inject({ method: 'GET', url: NEWS_FEED_PATH, headers: t.bearer(token) });
    expect(res.json().data.items.length).toBeLessThanOrEqual(NEWS_FEED_LIMIT);
  });
});
