import { FOLLOW_UP_STATUS } from '@fastforward/domain';
import { asc, eq } from 'drizzle-orm';
import { syncLeadNextFollowUp } from '../../modules/follow-ups/follow-ups.service';
import type { DbOrTx } from '../client';
import { customerKycs, eventDates, followUps, leads } from '../schema';
import type { DemoIds } from './demo-customers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const FORWARDER = 'Oceanic Freight Forwarders';

type DemoFollowUp = {
  title: string;
  notes: string | null;
  assignee: 'ffd.sales' | 'ffd.admin';
  /** Due this far from now (negative: in the past). */
  dueIn: number;
  isDone?: boolean;
  /** The n-th demo lead (oldest first), or the forwarder's first customer. */
  about?: { lead: number } | 'customer';
};

/** Some overdue, some due this week, some done; several about demo leads, one about Acme. */
const FOLLOW_UPS: DemoFollowUp[] = [
  {
    title: 'Send LCL rates Chennai → Hamburg',
    notes: 'Priya asked for weekly consolidation rates and transit times.',
    assignee: 'ffd.sales',
    dueIn: -2 * DAY,
    about: { lead: 1 },
  },
  {
    title: 'Call back about pump housings to Santos',
    notes: 'Monthly 40HC; wants a door-to-port quote.',
    assignee: 'ffd.sales',
    dueIn: -5 * HOUR,
    about: { lead: 0 },
  },
  {
    title: 'Book a site visit',
    notes: null,
    assignee: 'ffd.sales',
    dueIn: 1 * DAY,
    about: { lead: 2 },
  },
  {
    title: 'Follow up on the proposal',
    notes: 'Check whether the reefer surcharge is acceptable.',
    assignee: 'ffd.sales',
    dueIn: 3 * DAY,
    about: { lead: 3 },
  },
  {
    title: 'Quarterly review with Acme Imports',
    notes: 'Volumes, open invoices and the Jebel Ali trucking rates.',
    assignee: 'ffd.sales',
    dueIn: 4 * DAY + 2 * HOUR,
    about: 'customer',
  },
  {
    title: 'Introductory call',
    notes: 'First contact went well; sent the company profile.',
    assignee: 'ffd.sales',
    dueIn: -4 * DAY,
    isDone: true,
    about: { lead: 1 },
  },
  {
    title: 'Approve the Key Account margins',
    notes: null,
    assignee: 'ffd.admin',
    dueIn: -1 * DAY,
  },
  {
    title: 'Review the sales pipeline',
    notes: 'Leads without a next step for more than a week.',
    assignee: 'ffd.admin',
    dueIn: 2 * DAY,
  },
  {
    title: 'Sign the trade fair booth contract',
    notes: null,
    assignee: 'ffd.admin',
    dueIn: -3 * DAY,
    isDone: true,
  },
];

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The sales team's meeting today: the calendar's first view (this month) then always shows a
 * company event beside the follow-ups, whatever day of the month the demo is installed on.
 */
async function seedEventThisMonth(db: DbOrTx, companyId: number, now: Date) {
  await db.insert(eventDates).values({
    companyId,
    title: 'Sales pipeline meeting',
    startDate: dayOf(now),
    endDate: null,
    description: 'Weekly: leads, visits and follow-ups of the team.',
  });
}

function idOf(map: ReadonlyMap<string, number>, name: string) {
  const id = map.get(name);
  if (id === undefined) throw new Error(`demo seed: ${name} missing`);
  return id;
}

/**
 * Oceanic's follow-ups for ffd.sales and ffd.admin relative to `now`. Those already past due are
 * recorded as reminded (the queue would have reminded them); each lead's next follow-up follows.
 */
export async function seedDemoFollowUps(db: DbOrTx, ids: DemoIds, now: Date): Promise<void> {
  const companyId = idOf(ids.companies, FORWARDER);
  const leadIds = (
    await db.select({ id: leads.id }).from(leads).where(eq(leads.companyId, companyId)).orderBy(asc(leads.id))
  ).map((l) => l.id);
  const [customer] = await db
    .select({ id: customerKycs.customerCompanyId })
    .from(customerKycs)
    .where(eq(customerKycs.companyId, companyId))
    .orderBy(asc(customerKycs.id))
    .limit(1);

  const rows = FOLLOW_UPS.map((f) => {
    const dueAt = new Date(now.getTime() + f.dueIn);
    const leadId = f.about && f.about !== 'customer' ? (leadIds[f.about.lead] ?? null) : null;
    const customerCompanyId = f.about === 'customer' ? (customer?.id ?? null) : null;
    const createdAt = new Date(Math.min(now.getTime(), dueAt.getTime()) - 3 * DAY);
    return {
      companyId,
      title: f.title,
      notes: f.notes,
      dueAt,
      assigneeId: idOf(ids.users, f.assignee),
      leadId,
      customerCompanyId,
      status: f.isDone ? FOLLOW_UP_STATUS.done : FOLLOW_UP_STATUS.open,
      completedAt: f.isDone ? new Date(dueAt.getTime() + HOUR) : null,
      remindedAt: f.dueIn < 0 ? dueAt : null,
      createdBy: idOf(ids.users, f.assignee),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(followUps).values(rows);
  await syncLeadNextFollowUp(
    db,
    companyId,
    rows.map((r) => r.leadId),
  );
  await seedEventThisMonth(db, companyId, now);
}
