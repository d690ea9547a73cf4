import { z } from 'zod';
import { proseSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { dayField, nameField } from './master-fields';

/** POST and PUT of a calendar event: one day, or a span when an end is given. */
export const eventDateRequestSchema = z
  .strictObject({
    title: nameField('Title', 200),
    startDate: dayField('Start date'),
    endDate: dayField('End date').or(z.literal('')).nullable().optional(),
    description: proseSchema('Description', 2000).nullable().optional(),
  })
  .superRefine((event, ctx) => {
    if (event.endDate && event.endDate < event.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date must not be before the start date',
      });
    }
  });
export type EventDateRequest = z.infer<typeof eventDateRequestSchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthFilter = (label: string) =>
  z.string().regex(MONTH, `${label} must be a month (YYYY-MM)`).optional();

/** The first and the last day of a month (YYYY-MM), as YYYY-MM-DD. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

export const EVENT_DATE_SORTS = ['startDate', 'title', 'createdAt'] as const;

/** Events that touch the months `from`–`to` (either may be left open). */
export const eventDateListQuerySchema = sortedPageQuerySchema(EVENT_DATE_SORTS)
  .extend({ from: monthFilter('From'), to: monthFilter('To') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'To must not be before from' });
export type EventDateListQuery = z.infer<typeof eventDateListQuerySchema>;

/** An event as the API answers it; its days are 'YYYY-MM-DD'. */
export const eventDateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: timestampSchema,
});
export type EventDate = z.infer<typeof eventDateSchema>;
