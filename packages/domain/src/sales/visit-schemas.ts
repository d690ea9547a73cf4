import { z } from 'zod';
import {
  idFieldSchema,
  optionalIdFieldSchema,
  pathIdSchema,
  proseSchema,
  requiredProseSchema,
} from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { searchSchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { SALES_VISIT_STATUS, SALES_VISIT_STATUSES, type SalesVisitStatus } from './codes';

/**
 * Sales visits (SPEC §7 "sales visits (create, update, export, report)"): planned for a sales
 * person at a time, then recorded as completed (when, and what came of it) or cancelled.
 */

export const SALES_VISIT_STATUS_LABELS: Record<SalesVisitStatus, string> = {
  planned: 'Planned',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const SALES_VISIT_PURPOSE_MAX_LENGTH = 500;
export const SALES_VISIT_LOCATION_MAX_LENGTH = 300;
export const SALES_VISIT_OUTCOME_MAX_LENGTH = 4000;
/** An export past this many visits is refused (400): narrow the filters. */
export const SALES_VISIT_EXPORT_MAX_ROWS = 20_000;
/** A report spans at most this many days (about a year and a month). */
export const SALES_VISIT_REPORT_MAX_DAYS = 400;

const dateField = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

/**
 * POST and PUT of a visit. A completed visit says when it took place and what came of it; a
 * planned one has neither yet. A visit is for a lead or a customer, never both (or for neither:
 * a cold call).
 */
export const salesVisitRequestSchema = z
  .strictObject({
    salesPersonId: idFieldSchema('Choose a sales person'),
    purpose: requiredProseSchema('Purpose', SALES_VISIT_PURPOSE_MAX_LENGTH),
    location: proseSchema('Location', SALES_VISIT_LOCATION_MAX_LENGTH).nullable().optional(),
    plannedAt: instant('Planned at'),
    leadId: optionalIdFieldSchema('Choose a lead'),
    customerCompanyId: optionalIdFieldSchema('Choose a customer'),
    status: z.enum(SALES_VISIT_STATUSES, { error: 'Choose a status' }).default(SALES_VISIT_STATUS.planned),
    visitedAt: instant('Visited at').nullable().optional(),
    outcome: proseSchema('Outcome', SALES_VISIT_OUTCOME_MAX_LENGTH).nullable().optional(),
  })
  .superRefine((visit, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (visit.leadId && visit.customerCompanyId) {
      issue('customerCompanyId', 'A visit is for a lead or a customer, not both');
    }
    if (visit.status === SALES_VISIT_STATUS.completed) {
      if (!visit.visitedAt) issue('visitedAt', 'Say when the visit took place');
      if (!visit.outcome) issue('outcome', 'Record the outcome of the visit');
    }
    if (visit.status === SALES_VISIT_STATUS.planned) {
      if (visit.visitedAt) issue('visitedAt', 'A planned visit has not taken place yet');
      if (visit.outcome) issue('outcome', 'A planned visit has no outcome yet');
    }
    if (visit.status === SALES_VISIT_STATUS.cancelled && visit.visitedAt) {
      issue('visitedAt', 'A cancelled visit did not take place');
    }
  });
export type SalesVisitRequest = z.input<typeof salesVisitRequestSchema>;

export const SALES_VISIT_SORTS = ['plannedAt', 'createdAt', 'status'] as const;

/**
 * The list's filters, also those the export takes and the dashboards link with: status, sales
 * person, lead, customer, and the planned day between two days (inclusive, in the company's time
 * zone).
 */
export const salesVisitListQuerySchema = sortedPageQuerySchema(SALES_VISIT_SORTS, 'desc').extend({
  status: z.enum(SALES_VISIT_STATUSES, { error: 'Choose a visit status' }).optional(),
  salesPersonId: queryIdSchema,
  leadId: queryIdSchema,
  customerCompanyId: queryIdSchema,
  plannedFrom: dateField('Planned from').optional(),
  plannedTo: dateField('Planned to').optional(),
});
export type SalesVisitListQuery = z.infer<typeof salesVisitListQuerySchema>;

/** The export takes the list's filters and sort; it has no pages. */
export const salesVisitExportQuerySchema = salesVisitListQuerySchema.omit({ page: true, pageSize: true });
export type SalesVisitExportQuery = z.infer<typeof salesVisitExportQuerySchema>;

const person = z.object({ id: z.number().int(), fullName: z.string() });
const named = z.object({ id: z.number().int(), name: z.string() });

/** One visit as the list and the form see it. */
export const salesVisitSchema = z.object({
  id: z.number().int(),
  status: z.enum(SALES_VISIT_STATUSES),
  salesPerson: person,
  purpose: z.string(),
  location: z.string().nullable(),
  plannedAt: timestampSchema,
  visitedAt: timestampSchema.nullable(),
  outcome: z.string().nullable(),
  /** The lead visited (its company name), if any. */
  lead: named.nullable(),
  /** The customer company visited, if any. */
  customer: named.nullable(),
  fileCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type SalesVisit = z.infer<typeof salesVisitSchema>;

/** The report's period: two days, inclusive, in the company's time zone. */
export const salesVisitReportQuerySchema = z
  .strictObject({ from: dateField('From'), to: dateField('To') })
  .superRefine((query, ctx) => {
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from' });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > SALES_VISIT_REPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A report spans at most ${SALES_VISIT_REPORT_MAX_DAYS} days`,
      });
    }
  });
export type SalesVisitReportQuery = z.infer<typeof salesVisitReportQuerySchema>;

const counts = {
  planned: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  total: z.number().int(),
};

/**
 * Visits planned in the period, per sales person, counted by where they stand now: each figure is
 * the total of the list filtered by that person, status and period.
 */
export const salesVisitReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ salesPerson: person, ...counts })),
  totals: z.object(counts),
});
export type SalesVisitReport = z.infer<typeof salesVisitReportSchema>;

/** A lead or a customer a visit may be for, as the form's picker offers it. */
export const SALES_VISIT_PARTY_KINDS = ['lead', 'customer'] as const;
export type SalesVisitPartyKind = (typeof SALES_VISIT_PARTY_KINDS)[number];
export const salesVisitPartySchema = z.object({
  kind: z.enum(SALES_VISIT_PARTY_KINDS),
  id: z.number().int(),
  name: z.string(),
});
export type SalesVisitParty = z.infer<typeof salesVisitPartySchema>;
export const salesVisitPartiesQuerySchema = z.strictObject({ search: searchSchema });
/** How many leads and how many customers the picker offers for one search. */
export const SALES_VISIT_PARTIES_LIMIT = 20;

/** A visit's file in a path: the visit and the file. */
export const salesVisitFileParamsSchema = z.strictObject({ id: pathIdSchema, fileId: pathIdSchema });
