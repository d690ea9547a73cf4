import {
  INVOICE_PATHS,
  type JobProfitPage,
  type PayablesAgeing,
  VENDOR_BILL_PATHS,
} from '@fastforward/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoHistoryOf } from '../../../test/demo-data';
import { expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs, vendorBills } from '../../schema';

/** Oceanic's demo vendor bills (seed/demo-vendor-bills.ts), as the costs and payables screens read them. */

let t: TestApp;
let oceanicId: number;

beforeAll(async () => {
  t = await createTestApp();
  oceanicId = await demoCompanyId(t);
});
afterAll(() => t.close());

describe("Oceanic's demo vendor bills", () => {
  it('has a paid bill on the closed job, an approved overdue one and a draft on a job still running', async () => {
    const rows = await t.db
      .select({
        id: vendorBills.id,
        status: vendorBills.status,
        jobStatus: jobs.status,
        total: vendorBills.total,
        paid: vendorBills.paidTotal,
      })
      .from(vendorBills)
      .innerJoin(jobs, eq(jobs.id, vendorBills.jobId))
      .where(eq(vendorBills.companyId, oceanicId))
      .orderBy(asc(vendorBills.id));
    expect(rows.map((r) => [r.jobStatus, r.status])).toEqual([
      ['CLOS', 'paid'],
      ['ADPL', 'approved'],
      ['TRNT', 'draft'],
    ]);
    expect(rows[0]?.paid).toBe(rows[0]?.total);
    // Each moved through the workflow, its history complete.
    const history = await demoHistoryOf(t, oceanicId, 'vendor_bill', rows[0]?.id as number);
    expect(history.map((h) => h.toStatus)).toEqual(['draft', 'approved', 'paid']);
  });

  it('shows payables ageing and actual profit to the demo accountant', async () => {
    const { token } = await t.login('ffd.accounts');
    const ageing = expectItem<PayablesAgeing>(await t.as(token).get(VENDOR_BILL_PATHS.payablesAgeing));
    expect(Number(ageing.totals[0]?.total)).toBeGreaterThan(0);
    const res = await t.as(token).get(`${INVOICE_PATHS.profit}?status=CLOS`);
    const page = res.json<{ data: JobProfitPage }>().data;
    expect(page.items[0]?.actualProfit).not.toBeNull();
    expect(Number(page.items[0]?.actualCost)).toBeGreaterThan(Number(page.items[0]?.buy));
  });
});
