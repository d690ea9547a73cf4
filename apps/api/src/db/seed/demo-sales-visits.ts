import { SALES_VISIT_STATUS, type SalesVisitStatus } from '@fastforward/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { leads, salesVisits } from '../schema';
import type { DemoIds } from './demo-customers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const FORWARDER = 'Oceanic Freight Forwarders';
const CUSTOMER = 'Acme Imports';

type DemoVisit = {
  person: 'ffd.sales' | 'ffd.admin';
  /** 'last': the previous month, day `day` (1-based); 'this': `offset` days from now, kept in this month. */
  when: { month: 'last'; day: number } | { month: 'this'; offset: number };
  /** Which of Oceanic's leads (by age), or its customer Acme; neither: a cold call. */
  party?: { lead: number } | 'customer';
  purpose: string;
  location: string;
  /** Cancelled visits stay cancelled; the others are completed once their time has passed. */
  cancelled?: string;
  outcome?: string;
};

const VISITS: DemoVisit[] = [
  {
    person: 'ffd.sales',
    when: { month: 'last', day: 4 },
    party: { lead: 0 },
    purpose: 'Introduce the sea freight service',
    location: 'Client office, Dubai Investments Park',
    outcome: 'Ships 12 × 40HC a month to Northern Europe; wants a rate sheet for Q3.',
  },
  {
    person: 'ffd.admin',
    when: { month: 'last', day: 9 },
    party: 'customer',
    purpose: 'Quarterly business review',
    location: 'Acme Imports, Al Quoz',
    outcome: 'Happy with transit times; asked for a credit line review.',
  },
  {
    person: 'ffd.sales',
    when: { month: 'last', day: 15 },
    purpose: 'Cold call at the trade fair',
    location: 'Dubai World Trade Centre, Hall 4',
    cancelled: 'The stand was closed on the second day.',
  },
  {
    person: 'ffd.sales',
    when: { month: 'last', day: 22 },
    party: { lead: 1 },
    purpose: 'Present the air freight consolidation',
    location: 'Client warehouse, Jebel Ali',
    outcome: 'Interested in weekly consolidations to Frankfurt; sample quote sent.',
  },
  {
    person: 'ffd.admin',
    when: { month: 'last', day: 26 },
    party: { lead: 2 },
    purpose: 'Negotiate the annual contract',
    location: 'Oceanic office, Jumeirah Lakes Towers',
    cancelled: 'The client postponed to next month.',
  },
  {
    person: 'ffd.sales',
    when: { month: 'this', offset: -3 },
    party: { lead: 2 },
    purpose: 'Follow up on the proposal',
    location: 'Client office, Business Bay',
    outcome: 'Proposal accepted in principle; KYC invitation to follow.',
  },
  {
    person: 'ffd.admin',
    when: { month: 'this', offset: -1 },
    party: 'customer',
    purpose: 'Walk through the new booking portal',
    location: 'Acme Imports, Al Quoz',
    outcome: 'Two users trained; they will book the next shipment online.',
  },
  {
    person: 'ffd.sales',
    when: { month: 'this', offset: 2 },
    party: { lead: 0 },
    purpose: 'Discuss the Q3 rate sheet',
    location: 'Client office, Dubai Investments Park',
  },
  {
    person: 'ffd.sales',
    when: { month: 'this', offset: 5 },
    purpose: 'Meet the logistics association',
    location: 'Dubai Chamber, Deira',
  },
  {
    person: 'ffd.admin',
    when: { month: 'this', offset: 4 },
    party: { lead: 1 },
    purpose: 'Site visit before the first consolidation',
    location: 'Client warehouse, Jebel Ali',
    cancelled: 'Moved to a video call.',
  },
];

/** The visit's time: last month's day at 10:00 Dubai (06:00 UTC), or now moved by days, kept in this month. */
function plannedAt(when: DemoVisit['when'], now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (when.month === 'last') return new Date(Date.UTC(year, month - 1, when.day, 6));
  const start = Date.UTC(year, month, 1, 6);
  const end = Date.UTC(year, month + 1, 1) - 6 * HOUR;
  return new Date(Math.min(Math.max(now.getTime() + when.offset * DAY, start), end));
}

/**
 * Oceanic's sales visits of last month and this one by ffd.sales and ffd.admin: planned,
 * completed and cancelled, some for its demo leads (those the leads seed made, if any), some for
 * its customer Acme, some cold calls.
 */
export async function seedDemoSalesVisits(db: DbOrTx, ids: DemoIds, now: Date): Promise<void> {
  const companyId = ids.companies.get(FORWARDER);
  const customerId = ids.companies.get(CUSTOMER) ?? null;
  if (companyId === undefined) throw new Error(`demo seed: ${FORWARDER} is not among the demo companies`);
  const leadRows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.companyId, companyId))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const rows = VISITS.map((visit) => {
    const salesPersonId = ids.users.get(visit.person);
    if (salesPersonId === undefined)
      throw new Error(`demo seed: ${visit.person} is not among the demo users`);
    const at = plannedAt(visit.when, now);
    const isPast = at.getTime() < now.getTime() - HOUR;
    const status: SalesVisitStatus = visit.cancelled
      ? SALES_VISIT_STATUS.cancelled
      : isPast
        ? SALES_VISIT_STATUS.completed
        : SALES_VISIT_STATUS.planned;
    const party = visit.party;
    const leadId = party && party !== 'customer' ? (leadRows[party.lead]?.id ?? null) : null;
    return {
      companyId,
      salesPersonId,
      leadId,
      customerCompanyId: party === 'customer' ? customerId : null,
      purpose: visit.purpose,
      location: visit.location,
      plannedAt: at,
      status,
      visitedAt: status === SALES_VISIT_STATUS.completed ? new Date(at.getTime() + HOUR) : null,
      outcome:
        status === SALES_VISIT_STATUS.completed
          ? (visit.outcome ?? null)
          : status === SALES_VISIT_STATUS.cancelled
            ? (visit.cancelled ?? null)
            : null,
      createdBy: salesPersonId,
      createdAt: new Date(Math.min(at.getTime() - 7 * DAY, now.getTime())),
      updatedAt:
        status === SALES_VISIT_STATUS.planned
          ? new Date(Math.min(at.getTime() - 7 * DAY, now.getTime()))
          : now,
    };
  });
  await db.insert(salesVisits).values(rows);
}
