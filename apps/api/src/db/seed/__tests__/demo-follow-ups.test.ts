import { type FollowUp, type FollowUpCalendar, SALES_PATHS } from '@fastforward/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getList } from '../../../test/organisation';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies, leads } from '../../schema';

/** Oceanic's demo follow-ups (seed/demo-follow-ups.ts), as its sales team meets them. */

let t: TestApp;
let sales: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('ffd.sales');
  sales = { token: login.token, userId: login.loggedInUserId };
});
afterAll(() => t.close());

const list = (query: string) => getList<FollowUp>(t, sales.token, `${SALES_PATHS.followUps}${query}`);

describe("Oceanic's demo follow-ups", () => {
  it('has overdue, upcoming and done follow-ups, some about leads and one about a customer', async () => {
    const overdue = await list(`?overdue=true&assigneeId=${sales.userId}`);
    expect(overdue.total).toBeGreaterThanOrEqual(2);
    expect(overdue.items.every((f) => f.isOverdue && f.status === 'open')).toBe(true);
    expect((await list('?overdue=true')).items.some((f) => f.assignee.fullName === 'Olivia Admin')).toBe(
      true,
    );
    const week = new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const upcoming = await list(`?overdue=false&status=open&dueTo=${week}`);
    expect(upcoming.total).toBeGreaterThanOrEqual(3);
    expect((await list('?status=done')).total).toBeGreaterThanOrEqual(2);
    const all = await list('?pageSize=100');
    expect(all.items.filter((f) => f.lead !== null).length).toBeGreaterThanOrEqual(3);
    expect(all.items.some((f) => f.customer?.name === 'Acme Imports')).toBe(true);
  });

  it("keeps the leads' next follow-up at their earliest open one", async () => {
    const withNext = await t.db
      .select({ id: leads.id })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(and(eq(companies.shortName, 'oceanic'), isNotNull(leads.nextFollowUpAt)));
    expect(withNext.length).toBeGreaterThanOrEqual(3);
  });

  it('shows this month on the calendar with a company event beside the follow-ups', async () => {
    const now = t.clock.now;
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const res = await t
      .as(sales.token)
      .get(`${SALES_PATHS.followUpCalendar}?from=${day(first)}&to=${day(last)}`);
    expect(res.statusCode, res.body).toBe(200);
    const calendar = res.json<{ data: FollowUpCalendar }>().data;
    expect(calendar.events.map((e) => e.title)).toContain('Sales pipeline meeting');
    expect(calendar.followUps.length).toBeGreaterThan(0);
  });
});
