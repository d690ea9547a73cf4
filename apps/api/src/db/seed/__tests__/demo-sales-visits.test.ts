import { SALES_PATHS, type SalesVisit, type SalesVisitReport } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getList } from '../../../test/organisation';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Oceanic's demo sales visits (seed/demo-sales-visits.ts), as its sales team meets them. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('ffd.sales')).token;
});
afterAll(() => t.close());

const list = (query: string) => getList<SalesVisit>(t, token, `${SALES_PATHS.salesVisits}${query}`);

describe("Oceanic's demo sales visits", () => {
  it('has planned, completed and cancelled visits by ffd.sales and ffd.admin, some for leads and Acme', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(8);
    const statuses = new Set(all.items.map((v) => v.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'planned']);
    const people = new Set(all.items.map((v) => v.salesPerson.fullName));
    expect([...people].sort()).toEqual(['Olivia Admin', 'Sam Sales']);
    expect(all.items.some((v) => v.customer?.name === 'Acme Imports')).toBe(true);
    expect(all.items.filter((v) => v.lead !== null).length).toBeGreaterThanOrEqual(3);
    for (const v of all.items.filter((x) => x.status === 'completed')) {
      expect(v.visitedAt && v.outcome).toBeTruthy();
    }
  });

  it('reports this month and last month, each figure the count of its list', async () => {
    const now = t.clock.now;
    const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
    const from = day(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
    const to = day(now.getUTCFullYear(), now.getUTCMonth() + 1, 0);
    const res = await t.as(token).get(`${SALES_PATHS.salesVisitsReport}?from=${from}&to=${to}`);
    const report = res.json<{ data: SalesVisitReport }>().data;
    expect(report.rows).toHaveLength(2);
    expect(report.totals.total).toBe((await list(`?plannedFrom=${from}&plannedTo=${to}`)).total);
  });
});
