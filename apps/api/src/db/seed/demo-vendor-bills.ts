import {
  fromCents,
  priceVendorBillLines,
  type QuoteLine,
  toCents,
  type VendorBillStatus,
} from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import { jobOptionLines, vendorBillTransitions } from '../../modules/vendor-bills/vendor-bills.service';
import type { DbOrTx } from '../client';
import { jobs, vendorBillPayments, vendorBills, vendors } from '../schema';
import type { DemoIds } from './demo-customers';

/**
 * Oceanic's vendor bills (payables) on three demo jobs, so the costs tab, the payables list and
 * ageing and the actual profit show real figures on a fresh install: the closed job's carrier bill
 * approved and paid (a little above the estimate), the delivered job's bill approved and overdue,
 * and the job in transit's bill still a draft. Nothing when Oceanic has vendor bills already.
 */

const FORWARDER = 'Oceanic Freight Forwarders';
const DAY = 86_400_000;

type BillPlan = {
  jobStatus: string;
  billNumber: string;
  status: VendorBillStatus;
  billDaysAgo: number;
  dueDaysAgo: number;
  /** Each buy line's amount as billed: the estimate × this share, in cents per hundred. */
  sharePercent: bigint;
};

const PLANS: BillPlan[] = [
  {
    jobStatus: 'CLOS',
    billNumber: 'GLA-INV-24117',
    status: 'paid',
    billDaysAgo: 30,
    dueDaysAgo: 15,
    sharePercent: 104n,
  },
  {
    jobStatus: 'ADPL',
    billNumber: 'GLA-INV-24188',
    status: 'approved',
    billDaysAgo: 40,
    dueDaysAgo: 10,
    sharePercent: 100n,
  },
  {
    jobStatus: 'TRNT',
    billNumber: 'GLA-INV-24203',
    status: 'draft',
    billDaysAgo: 2,
    dueDaysAgo: -28,
    sharePercent: 100n,
  },
];

const idOf = (map: ReadonlyMap<string, number>, name: string) => {
  const id = map.get(name);
  if (id === undefined) throw new Error(`demo seed: ${name} is not among the demo data`);
  return id;
};

/** The bill lines of a job's buy lines: each buy (unit buy × quantity) at `share` %, in the base currency. */
function billLines(lines: QuoteLine[], share: bigint) {
  return lines
    .filter((l) => toCents(l.baseBuy) > 0n)
    .map((l) => ({
      label: l.label,
      amount: fromCents((toCents(l.baseBuy) * share + 50n) / 100n),
      taxRate: '0',
      sourceLineKey: l.key,
    }));
}

export async function seedDemoVendorBills(db: DbOrTx, ids: DemoIds, now: Date): Promise<number> {
  const companyId = idOf(ids.companies, FORWARDER);
  const accountsId = idOf(ids.users, 'ffd.accounts');
  const [existing] = await db
    .select({ id: vendorBills.id })
    .from(vendorBills)
    .where(eq(vendorBills.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.companyId, companyId))
    .orderBy(asc(vendors.id))
    .limit(1);
  if (!vendor) return 0;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const dayAgo = (days: number) => ago(days).toISOString().slice(0, 10);
  let made = 0;
  for (const plan of PLANS) {
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.status, plan.jobStatus)))
      .orderBy(asc(jobs.id))
      .limit(1);
    if (!job) continue;
    const option = await jobOptionLines(db, job);
    const lines = billLines(option.lines, plan.sharePercent);
    if (lines.length === 0) continue;
    const priced = priceVendorBillLines(lines, '1');
    const createdAt = ago(plan.billDaysAgo);
    const [row] = await db
      .insert(vendorBills)
      .values({
        companyId,
        jobId: job.id,
        vendorId: vendor.id,
        billNumber: plan.billNumber,
        billDate: dayAgo(plan.billDaysAgo),
        dueDate: dayAgo(plan.dueDaysAgo),
        status: 'draft',
        currency: option.baseCurrency,
        exchangeRate: '1',
        lines: priced.lines,
        subtotal: priced.subtotal,
        taxTotal: priced.taxTotal,
        total: priced.total,
        baseSubtotal: priced.baseSubtotal,
        notes: null,
        createdBy: accountsId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: vendorBills.id });
    if (!row) throw new Error('demo seed: the vendor bill insert returned nothing');
    await vendorBillTransitions.recordInitialStatus(db, {
      companyId,
      id: row.id,
      status: 'draft',
      userId: accountsId,
      at: createdAt,
      remarks: `Bill ${plan.billNumber} recorded`,
    });
    made += 1;
    if (plan.status === 'draft') continue;
    const approvedAt = ago(plan.billDaysAgo - 1);
    await vendorBillTransitions.move(db, {
      companyId,
      id: row.id,
      expectedVersion: 0,
      to: 'approved',
      remarks: `Approved as the cost of bill ${plan.billNumber}`,
      userId: accountsId,
      at: approvedAt,
    });
    await db
      .update(vendorBills)
      .set({ approvedBy: accountsId, approvedAt, updatedAt: approvedAt })
      .where(eq(vendorBills.id, row.id));
    if (plan.status !== 'paid') continue;
    const paidAt = ago(plan.dueDaysAgo + 1);
    await db.insert(vendorBillPayments).values({
      companyId,
      vendorBillId: row.id,
      paidOn: dayAgo(plan.dueDaysAgo + 1),
      amount: priced.total,
      reference: `TT-${plan.billNumber}`,
      remarks: 'Carrier and terminal charges paid.',
      recordedBy: accountsId,
      createdAt: paidAt,
    });
    await db
      .update(vendorBills)
      .set({ paidTotal: priced.total, version: 2, updatedAt: paidAt })
      .where(eq(vendorBills.id, row.id));
    await vendorBillTransitions.move(db, {
      companyId,
      id: row.id,
      expectedVersion: 2,
      to: 'paid',
      remarks: `Paid in full (TT-${plan.billNumber})`,
      userId: accountsId,
      at: paidAt,
    });
  }
  return made;
}
