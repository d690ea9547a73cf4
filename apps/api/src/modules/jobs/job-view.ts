import {
  canSeeSmsNumber,
  type EventClassifier,
  type FreightType,
  hasAnyPermission,
  JOB_DO_RELEASE_ACCESS,
  JOB_LATE_ARRIVAL_STATUSES,
  JOB_LATE_DEPARTURE_STATUSES,
  JOB_MAIN_LINE,
  JOB_PAUSE_STATUSES,
  JOB_STATUS,
  JOB_STATUS_DCSA_EVENTS,
  type JobDashboard,
  type JobDoor,
  type JobHeldStatus,
  type JobListQuery,
  type JobStatusCode,
  type jobListItemSchema,
  type jobSchema,
  jobStatusContextOf,
  jobStatusWorkflow,
  type jobTimelineEntrySchema,
  OPERATIONS_ACCESS,
  type QuoteLine,
} from '@fastforward/domain';
import {
  and,
  asc,
  type Column,
  count,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  companies,
  jobContainers,
  jobCustomStatusEntries,
  jobCustomStatuses,
  jobs,
  jobTransportLegs,
  ports,
  quoteOptions,
  quotes,
  rateEnquiries,
  shippingCompanies,
  users,
} from '../../db/schema';
import { findPage, lookup, optionalEq, type Page } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { readBooking } from '../bookings/booking-records';
import { baseCurrencyOf } from '../company-settings/company-settings.service';
import { toCustomerQuoteLine } from '../quotes/quotes.service';
import {
  containerSizeNamesOf,
  type EnquiryJoined,
  enquiryColumns,
  namedRef,
  toEnquiry,
  withEnquiryJoins,
} from '../rate-enquiries/enquiry-records';
import { listStatusHistory } from '../workflow/workflow.service';
import { jobInvoiceStatuses, moneyRefusalOf } from './job-moves';
import { type JobRow, loadCustomerJob, loadStaffJob } from './job-records';
import { readShipment } from './shipment-records';

/**
 * A job as both doors read it: the board's rows and counts, one job with its enquiry, booking and
 * option, and its timeline. The customer's door (my-jobs) reuses all of it with its own condition.
 */

/** A row of the board as the services hand it to the serializer (instants as Dates). */
export type JobListEntry = z.input<typeof jobListItemSchema>;
/** A job as the services hand it to the serializer. */
export type JobItem = z.input<typeof jobSchema>;
export type JobTimelineItem = z.input<typeof jobTimelineEntrySchema>;

const portName = (id: Column) => lookup<string>(ports, ports.name, eq(ports.id, id));

/** The columns of a board row: the job, its enquiry (inner join) and names looked up without joins. */
const jobListColumns = {
  row: {
    id: jobs.id,
    reference: jobs.reference,
    status: jobs.status,
    version: jobs.version,
    enquiryId: jobs.enquiryId,
    customerCompanyId: jobs.customerCompanyId,
    assignedTo: jobs.assignedTo,
    etd: jobs.etd,
    eta: jobs.eta,
    createdAt: jobs.createdAt,
    updatedAt: jobs.updatedAt,
  },
  enquiryReference: rateEnquiries.reference,
  mode: rateEnquiries.mode,
  originPortId: rateEnquiries.originPortId,
  destinationPortId: rateEnquiries.destinationPortId,
  originPortName: portName(rateEnquiries.originPortId),
  destinationPortName: portName(rateEnquiries.destinationPortId),
  customerName: lookup<string>(companies, companies.name, eq(companies.id, jobs.customerCompanyId)),
  assignedToName: lookup<string>(users, users.fullName, eq(users.id, jobs.assignedTo)),
  carrier: sql<string | null>`(select ${shippingCompanies.name} from ${bookings}
    join ${quoteOptions} on ${quoteOptions.id} = ${bookings.quoteOptionId}
    join ${shippingCompanies} on ${shippingCompanies.id} = ${quoteOptions.shippingCompanyId}
    where ${bookings.id} = ${jobs.bookingId})`,
  vesselVoyage: sql<string | null>`(select nullif(concat_ws(' / ',
      coalesce(${jobTransportLegs.vesselName}, ${jobTransportLegs.flightNumber}), ${jobTransportLegs.voyageNumber}), '')
    from ${jobTransportLegs}
    where ${jobTransportLegs.jobId} = ${jobs.id} and ${jobTransportLegs.stage} = 'MNC')`,
  billOfLading: sql<string | null>`coalesce(${jobs.transportDocumentReference}, ${jobs.houseBillNumber})`,
  containerCount:
    sql<number>`(select count(*) from ${jobContainers} where ${jobContainers.jobId} = ${jobs.id})`.mapWith(
      Number,
    ),
};

type JobListJoined = {
  row: Pick<
    JobRow,
    | 'id'
    | 'reference'
    | 'status'
    | 'version'
    | 'enquiryId'
    | 'customerCompanyId'
    | 'assignedTo'
    | 'etd'
    | 'eta'
    | 'createdAt'
    | 'updatedAt'
  >;
  enquiryReference: string;
  mode: string;
  originPortId: number;
  destinationPortId: number;
  originPortName: string | null;
  destinationPortName: string | null;
  customerName: string | null;
  assignedToName: string | null;
  carrier: string | null;
  vesselVoyage: string | null;
  billOfLading: string | null;
  containerCount: number;
};

const withEnquiry = (q: PgSelect) => q.innerJoin(rateEnquiries, eq(rateEnquiries.id, jobs.enquiryId));

const statusLabel = (status: string) => JOB_STATUS[status as JobStatusCode] ?? status;

function toJobListItem(joined: JobListJoined): JobListEntry {
  const { row } = joined;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as JobStatusCode,
    statusLabel: statusLabel(row.status),
    version: row.version,
    enquiryId: row.enquiryId,
    enquiryReference: joined.enquiryReference,
    customer: { id: row.customerCompanyId, name: joined.customerName ?? '' },
    mode: joined.mode as FreightType,
    originPort: { id: joined.originPortId, name: joined.originPortName ?? '' },
    destinationPort: { id: joined.destinationPortId, name: joined.destinationPortName ?? '' },
    etd: row.etd,
    eta: row.eta,
    assignedTo:
      row.assignedTo === null ? null : { id: row.assignedTo, fullName: joined.assignedToName ?? '' },
    carrier: joined.carrier,
    vesselVoyage: joined.vesselVoyage,
    billOfLading: joined.billOfLading,
    containerCount: joined.containerCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Late milestones as of `today` (the company's day): not loaded though the ETD has passed, or
 * not arrived though the ETA has (domain JOB_LATE_*). Never null, so its negation is exact.
 */
export const lateDepartureWhere = (today: string) =>
  and(inArray(jobs.status, [...JOB_LATE_DEPARTURE_STATUSES]), lt(jobs.etd, today)) as SQL;
export const lateArrivalWhere = (today: string) =>
  and(inArray(jobs.status, [...JOB_LATE_ARRIVAL_STATUSES]), lt(jobs.eta, today)) as SQL;
export const lateJobsWhere = (today: string): SQL =>
  sql`coalesce(${or(lateDepartureWhere(today), lateArrivalWhere(today))}, false)`;

/**
 * A page of the jobs `where` shows (the staff: `jobs.company_id`; the customer:
 * `jobs.customer_company_id`), with the board's filters. The enquiry (mode, lane, its reference)
 * is joined to pick the page only when a filter or the search reads it.
 */
export async function findJobPage(
  db: DbOrTx,
  where: SQL | undefined,
  query: JobListQuery,
): Promise<Page<JobListEntry>> {
  const readsEnquiry =
    Boolean(query.search) ||
    query.mode !== undefined ||
    query.originPortId !== undefined ||
    query.destinationPortId !== undefined;
  const page = await findPage(
    db,
    {
      from: jobs,
      joins: withEnquiry,
      columns: jobListColumns,
      pageKeys: { joins: readsEnquiry ? withEnquiry : undefined },
      where,
      search: (pattern) =>
        or(
          ilike(jobs.reference, pattern),
          ilike(rateEnquiries.reference, pattern),
          ilike(jobListColumns.customerName, pattern),
          // A B/L or booking number, as the carrier's papers name the shipment.
          ilike(jobs.transportDocumentReference, pattern),
          ilike(jobs.houseBillNumber, pattern),
          ilike(jobs.carrierBookingReference, pattern),
        ),
      filters: [
        optionalEq(jobs.status, query.status),
        optionalEq(jobs.customerCompanyId, query.customerCompanyId),
        optionalEq(jobs.assignedTo, query.assignedTo),
        optionalEq(rateEnquiries.mode, query.mode),
        optionalEq(rateEnquiries.originPortId, query.originPortId),
        optionalEq(rateEnquiries.destinationPortId, query.destinationPortId),
        query.etdFrom ? gte(jobs.etd, query.etdFrom) : undefined,
        query.etdTo ? lte(jobs.etd, query.etdTo) : undefined,
        query.etaFrom ? gte(jobs.eta, query.etaFrom) : undefined,
        query.etaTo ? lte(jobs.eta, query.etaTo) : undefined,
      ],
      // Ids rise with creation.
      sorts: {
        createdAt: jobs.id,
        reference: jobs.reference,
        etd: jobs.etd,
        eta: jobs.eta,
        status: jobs.status,
      },
    },
    query,
  );
  return { ...page, items: page.items.map((row) => toJobListItem(row as JobListJoined)) };
}

/** The statuses a job can hold, in the board's order: the main line, the pauses, cancelled. */
export const JOB_BOARD_STATUSES: readonly JobHeldStatus[] = [...JOB_MAIN_LINE, ...JOB_PAUSE_STATUSES, 'CNCL'];

/** The counts per status (every status a job can hold, zero included) of the jobs `where` shows. */
export async function countJobsWhere(db: DbOrTx, where: SQL | undefined): Promise<JobDashboard> {
  const rows = await db
    .select({ status: jobs.status, count: count() })
    .from(jobs)
    .where(where)
    .groupBy(jobs.status);
  const counts = new Map(rows.map((r) => [r.status, Number(r.count)]));
  const byStatus = JOB_BOARD_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  return { total: byStatus.reduce((sum, s) => sum + s.count, 0), byStatus };
}

type StoredQuoteLine = QuoteLine & { listBaseSell?: string };

/** The booked option with its lines: the staff's with buy, the customer's sell only. */
async function jobOptionOf(db: DbOrTx, job: JobRow, quoteOptionId: number, door: JobDoor) {
  const [row] = await db
    .select({ option: quoteOptions, lineName: shippingCompanies.name, currency: quotes.baseCurrency })
    .from(quoteOptions)
    .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, quoteOptions.shippingCompanyId))
    .where(and(eq(quoteOptions.id, quoteOptionId), eq(quoteOptions.companyId, job.companyId)));
  if (!row) throw new Error(`job ${job.id} has no booked option ${quoteOptionId}`);
  const { option } = row;
  const lines = (option.lines as StoredQuoteLine[]).map(({ listBaseSell: _list, ...line }) => line);
  return {
    id: option.id,
    title: option.title,
    shippingLine: namedRef(option.shippingCompanyId, row.lineName),
    transitDays: option.transitDays,
    freeDays: option.freeDays,
    currency: row.currency,
    lines: door === 'staff' ? lines : lines.map(toCustomerQuoteLine),
    // The price the customer booked at (negotiation may have moved it from the lines' sum).
    sellTotal: option.offeredSell,
    buyTotal: door === 'staff' ? option.buyTotal : null,
  };
}

/**
 * The moves the caller may make on the job now: every status the workflow allows from where it
 * stands (with its history's context) that the money guards allow too. Operations may make any of
 * them; documentation staff who release delivery orders only DORE (through release DO).
 */
async function allowedMovesOf(db: DbOrTx, auth: Pick<AuthContext, 'permissions'>, job: JobRow) {
  const movesAny = hasAnyPermission(auth.permissions, OPERATIONS_ACCESS.update);
  if (!movesAny && !hasAnyPermission(auth.permissions, JOB_DO_RELEASE_ACCESS)) return [];
  const status = job.status as JobStatusCode;
  if (!jobStatusWorkflow.isState(status) || jobStatusWorkflow.isFinal(status)) return [];
  const context = jobStatusContextOf(await listStatusHistory(db, job.companyId, 'job', job.id));
  const invoiceStatuses = await jobInvoiceStatuses(db, job);
  return jobStatusWorkflow.states
    .filter((to) => movesAny || to === 'DORE')
    .filter((to) => jobStatusWorkflow.canMove(status, to, context).ok)
    .filter((to) => moneyRefusalOf(to, invoiceStatuses) === null)
    .map((to) => ({ status: to, label: JOB_STATUS[to] }));
}

/**
 * The job (already loaded for the caller by its door) as the API answers it: its board row, the
 * DO number, its DCSA event, the moves it may make, its enquiry, booking and booked option. The
 * customer's door: sell-only lines, no buy, no moves, no SMS number.
 */
export async function toJob(db: DbOrTx, auth: AuthContext, job: JobRow, door: JobDoor): Promise<JobItem> {
  const [listed] = await withEnquiry(db.select(jobListColumns).from(jobs).$dynamic()).where(
    eq(jobs.id, job.id),
  );
  const [enquiryJoined] = await withEnquiryJoins(db.select(enquiryColumns).from(rateEnquiries)).where(
    and(eq(rateEnquiries.id, job.enquiryId), eq(rateEnquiries.companyId, job.companyId)),
  );
  if (!listed || !enquiryJoined) throw new Error(`job ${job.id} has no enquiry`);
  const enquiryRow = (enquiryJoined as EnquiryJoined).row;
  const enquiry = toEnquiry(enquiryJoined as EnquiryJoined, {
    showSmsNumber: door === 'staff' && canSeeSmsNumber(auth.permissions),
    containerSizeNames: await containerSizeNamesOf(db, [enquiryRow]),
  });
  const booking = await readBooking(db, enquiryRow);
  if (!booking) throw new Error(`job ${job.id} has no booking`);
  const status = job.status as JobStatusCode;
  const option = await jobOptionOf(db, job, booking.quoteOptionId, door);
  return {
    ...toJobListItem(listed as JobListJoined),
    doNumber: job.doNumber,
    dcsaEvent: JOB_STATUS_DCSA_EVENTS[status],
    allowedMoves: door === 'staff' ? await allowedMovesOf(db, auth, job) : [],
    enquiry,
    booking,
    option,
    shipment: await readShipment(db, job),
    invoiceCurrencies: door === 'staff' ? await invoiceCurrenciesOf(db, job, option.currency) : [],
  };
}

/** The quote's currency, then the company's base currency when it is set and differs. */
async function invoiceCurrenciesOf(db: DbOrTx, job: JobRow, quoteCurrency: string) {
  const base = await baseCurrencyOf(db, job.companyId);
  return base && base !== quoteCurrency ? [quoteCurrency, base] : [quoteCurrency];
}

/** The job `id` through the caller's door (staff: its company's; customer: opened for it), else 404. */
export async function findJob(db: DbOrTx, auth: AuthContext, id: number, door: JobDoor): Promise<JobItem> {
  const job = door === 'staff' ? await loadStaffJob(db, auth, id) : await loadCustomerJob(db, auth, id);
  return toJob(db, auth, job, door);
}

const KIND_ORDER = { status: 0, custom: 1 } as const;

/**
 * The job's timeline, oldest first: its SPEC §4 moves (status history) and the custom statuses
 * recorded on it, by time, then a move before a custom status, then in insertion order. It reads
 * no job: the caller loaded the job (`companyId` is the forwarder's, the job's own).
 */
export async function listJobTimeline(
  db: DbOrTx,
  companyId: number,
  jobId: number,
): Promise<JobTimelineItem[]> {
  const [moves, customs] = await Promise.all([
    listStatusHistory(db, companyId, 'job', jobId),
    db
      .select({
        id: jobCustomStatusEntries.id,
        code: jobCustomStatuses.code,
        name: jobCustomStatuses.name,
        recordedBy: jobCustomStatusEntries.recordedBy,
        recordedByName: users.fullName,
        recordedAt: jobCustomStatusEntries.recordedAt,
        remarks: jobCustomStatusEntries.remarks,
        internal: jobCustomStatuses.internal,
      })
      .from(jobCustomStatusEntries)
      .innerJoin(jobCustomStatuses, eq(jobCustomStatuses.id, jobCustomStatusEntries.customStatusId))
      .leftJoin(users, eq(users.id, jobCustomStatusEntries.recordedBy))
      .where(and(eq(jobCustomStatusEntries.companyId, companyId), eq(jobCustomStatusEntries.jobId, jobId)))
      .orderBy(asc(jobCustomStatusEntries.id)),
  ]);
  const entries = [
    ...moves.map((m) => ({
      id: m.id,
      at: new Date(m.changedAt),
      item: {
        key: `status:${m.id}`,
        kind: 'status' as const,
        code: m.toStatus,
        label: statusLabel(m.toStatus),
        fromStatus: m.fromStatus ?? null,
        dcsaEvent: JOB_STATUS_DCSA_EVENTS[m.toStatus as JobStatusCode] ?? null,
        changedBy: m.changedBy ?? null,
        changedAt: m.changedAt,
        remarks: m.remarks ?? null,
        eventAt: m.eventAt,
        eventClassifier: m.eventClassifier as EventClassifier | null,
        eventLocation: m.eventLocation,
        waivedGuards: m.waivedGuards,
        internal: false,
      },
    })),
    ...customs.map((c) => ({
      id: c.id,
      at: c.recordedAt,
      item: {
        key: `custom:${c.id}`,
        kind: 'custom' as const,
        code: c.code,
        label: c.name,
        fromStatus: null,
        dcsaEvent: null,
        changedBy: c.recordedBy === null ? null : { id: c.recordedBy, fullName: c.recordedByName ?? '' },
        changedAt: c.recordedAt,
        remarks: c.remarks,
        eventAt: null,
        eventClassifier: null,
        eventLocation: null,
        waivedGuards: null,
        internal: c.internal,
      },
    })),
  ];
  entries.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || KIND_ORDER[a.item.kind] - KIND_ORDER[b.item.kind] || a.id - b.id,
  );
  return entries.map((e) => e.item);
}
