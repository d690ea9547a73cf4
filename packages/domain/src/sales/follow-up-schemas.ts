import { z } from 'zod';
import { idFieldSchema, optionalIdFieldSchema, proseSchema, requiredTextSchema } from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { recordRefSchema } from '../organisation/schemas';
import { FOLLOW_UP_STATUSES } from './codes';

/**
 * Follow-ups (SPEC §7 "follow-ups"; PRODUCT §3 "Sales CRM"): a task due at a time for a staff
 * member, about a lead or a customer, reminded once by the job queue at its due time.
 */

/** The longest span the calendar answers at once: two months and a bit, a month grid's six weeks. */
export const FOLLOW_UP_CALENDAR_MAX_DAYS = 62;

export const FOLLOW_UP_MESSAGES = {
  notFound: 'Follow-up not found',
  assigneeNotFound: 'Choose a staff member of your company',
  leadNotFound: 'Choose a lead of your company',
  customerNotFound: 'Choose a customer of your company',
  leadOrCustomer: 'A follow-up is about a lead or a customer, not both',
  markedDone: 'Follow-up marked done',
  reopened: 'Follow-up reopened',
} as const;

/** The in-app notification's kind of a reminder (the preferences pick e-mail/SMS by kind). */
export const FOLLOW_UP_NOTIFICATION_KIND = { reminder: 'follow-up-reminder' } as const;

const dueAtSchema = z.iso.datetime({ offset: true, error: 'Due time must be a date and time' });

/** POST and PUT of a follow-up: what, when, for whom, about which lead or customer (at most one). */
export const followUpRequestSchema = z
  .strictObject({
    title: requiredTextSchema('Title', 200),
    notes: proseSchema('Notes', 4000).nullable().optional(),
    dueAt: dueAtSchema,
    assigneeId: idFieldSchema(FOLLOW_UP_MESSAGES.assigneeNotFound),
    leadId: optionalIdFieldSchema(FOLLOW_UP_MESSAGES.leadNotFound),
    customerCompanyId: optionalIdFieldSchema(FOLLOW_UP_MESSAGES.customerNotFound),
  })
  .superRefine((body, ctx) => {
    if (body.leadId && body.customerCompanyId) {
      ctx.addIssue({
        code: 'custom',
        path: ['customerCompanyId'],
        message: FOLLOW_UP_MESSAGES.leadOrCustomer,
      });
    }
  });
export type FollowUpRequest = z.infer<typeof followUpRequestSchema>;

/** POST SALES_PATHS.followUpStatus. */
export const followUpStatusRequestSchema = z.strictObject({
  status: z.enum(FOLLOW_UP_STATUSES, { error: 'Status must be open or done' }),
});
export type FollowUpStatusRequest = z.infer<typeof followUpStatusRequestSchema>;

export const FOLLOW_UP_SORTS = ['dueAt', 'title', 'createdAt'] as const;
export type FollowUpSort = (typeof FOLLOW_UP_SORTS)[number];

const dayField = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

/**
 * The list's filters, by the names the dashboards link with: `overdue=true` is open and due before
 * the app's now; `dueFrom`/`dueTo` are days (inclusive) in the company's time zone.
 */
export const followUpListQuerySchema = sortedPageQuerySchema(FOLLOW_UP_SORTS)
  .extend({
    status: z.enum(FOLLOW_UP_STATUSES, { error: 'Status must be open or done' }).optional(),
    overdue: z.enum(['true', 'false'], { error: 'Overdue must be true or false' }).optional(),
    assigneeId: queryIdSchema,
    leadId: queryIdSchema,
    customerCompanyId: queryIdSchema,
    dueFrom: dayField('Due from').optional(),
    dueTo: dayField('Due to').optional(),
  })
  .refine((q) => !q.dueFrom || !q.dueTo || q.dueFrom <= q.dueTo, {
    path: ['dueTo'],
    message: 'Due to must not be before due from',
  });
export type FollowUpListQuery = z.infer<typeof followUpListQuerySchema>;

/** A follow-up as the API answers it. */
export const followUpSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  notes: z.string().nullable(),
  dueAt: timestampSchema,
  /** The due time's day in the company's time zone (YYYY-MM-DD): where the calendar shows it. */
  dueDay: z.string(),
  status: z.enum(FOLLOW_UP_STATUSES),
  /** Open and due before the app's now. */
  isOverdue: z.boolean(),
  completedAt: timestampSchema.nullable(),
  remindedAt: timestampSchema.nullable(),
  assignee: z.object({ id: z.number().int(), fullName: z.string() }),
  lead: recordRefSchema.nullable(),
  customer: recordRefSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** The days between `from` and `to`, both counted ('2026-01-01'–'2026-01-01' is one). */
export const daysSpanned = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET followUpCalendar: the days from `from` to `to` (inclusive, company time zone), at most 62 of them. */
export const followUpCalendarQuerySchema = z
  .strictObject({ from: dayField('From'), to: dayField('To') })
  .superRefine((q, ctx) => {
    if (q.to < q.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from' });
    } else if (daysSpanned(q.from, q.to) > FOLLOW_UP_CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The calendar shows at most ${FOLLOW_UP_CALENDAR_MAX_DAYS} days at once`,
      });
    }
  });
export type FollowUpCalendarQuery = z.infer<typeof followUpCalendarQuerySchema>;

/** The most follow-ups (or visits) one calendar answer holds; `isTruncated` says some were left out. */
export const FOLLOW_UP_CALENDAR_LIMIT = 1000;

/** What the calendar shows between two days: follow-ups (open and done), event dates, sales visits. */
export const followUpCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The company's time zone the days are counted in (UTC when it has none). */
  timeZone: z.string(),
  followUps: z.array(followUpSchema),
  events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  visits: z.array(
    z.object({
      id: z.number().int(),
      purpose: z.string(),
      status: z.string(),
      plannedAt: timestampSchema,
      plannedDay: z.string(),
      salesPerson: z.object({ id: z.number().int(), fullName: z.string() }),
    }),
  ),
  isTruncated: z.boolean(),
});
export type FollowUpCalendar = z.infer<typeof followUpCalendarSchema>;
