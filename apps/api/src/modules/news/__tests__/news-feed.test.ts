import {
  COMPANY_CATEGORY,
  COMPANY_MASTERS_PATHS,
  NEWS_FEED_LIMIT,
  NEWS_FEED_PATH,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createUser } from '../../../test/factories';
import { expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
let customer: string;
let stranger: string;
const DAY = 86_400_000;
const DASHBOARD = ['view-dashboard|Dashboard'];

beforeAll(async () => {
  t = await createTestApp();
  const forwarder = await createCompany(t);
  const { token } = await createAdmin(t, { company: forwarder });
  staff = (await createUser(t, { company: forwarder, permissions: DASHBOARD })).token;
  const customers = await createCompany(t, {
    category: COMPANY_CATEGORY.customer,
    parentCompanyId: forwarder.id,
  });
  customer = (await createUser(t, { company: customers, permissions: DASHBOARD })).token;
  stranger = (await createAdmin(t)).token;
  const now = t.clock.now.getTime();
  const items = [
    { title: 'Feed: staff briefing', audience: 'staff', from: now - DAY, until: null },
    { title: 'Feed: customer notice', audience: 'customers', from: now - DAY, until: null },
    { title: 'Feed: for everyone', audience: 'all', from: now - 2 * DAY, until: now + DAY },
    { title: 'Feed: not yet', audience: 'all', from: now + DAY, until: null },
    { title: 'Feed: over', audience: 'all', from: now - 3 * DAY, until: now - DAY },
  ];
  for (const item of items) {
    const res = await t.as(token).post(COMPANY_MASTERS_PATHS.news, {
      title: item.title,
      body: `${item.title} body`,
      audience: item.audience,
      publishFrom: new Date(item.from).toISOString(),
      publishUntil: item.until === null ? null : new Date(item.until).toISOString(),
    });
    expectItem(res, 201);
  }
});
afterAll(() => t.close());

/** The titles of the feed as the holder of `token` sees it: these companies have no other news. */
const feedOf = async (token: string) => {
  const res = await t.as(token).get(NEWS_FEED_PATH);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { title: string }[]).map((n) => n.title);
};

describe('the dashboard news feed', () => {
  it("shows a forwarder's staff its published news for staff and for all, newest first", async () => {
    expect(await feedOf(staff)).toEqual(['Feed: staff briefing', 'Feed: for everyone']);
  });

  it("shows a customer its forwarder's published news for customers and for all", async () => {
    expect(await feedOf(customer)).toEqual(['Feed: customer notice', 'Feed: for everyone']);
  });

  it("never shows another company's news", async () => {
    expect(await feedOf(stranger)).toEqual([]);
  });

  it('answers at most the feed limit', async () => {
    const res = await t.as(staff).get(NEWS_FEED_PATH);
    expect(res.json().data.items.length).toBeLessThanOrEqual(NEWS_FEED_LIMIT);
  });
});
