import {
  type EventDateListQuery,
  type EventDateRequest,
  emptyToNull,
  type eventDateSchema,
  monthBounds,
} from '@fastforward/domain';
import { gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { eventDates } from '../../db/schema';
import { createCompanyRecordService } from '../company-records/company-records.service';

/** The company calendar: events that touch the chosen months are listed. */
export const eventDateService = createCompanyRecordService<
  EventDateListQuery,
  EventDateRequest,
  z.input<typeof eventDateSchema>
>({
  table: eventDates,
  label: 'Event',
  columns: {
    id: eventDates.id,
    title: eventDates.title,
    startDate: eventDates.startDate,
    endDate: eventDates.endDate,
    description: eventDates.description,
    createdAt: eventDates.createdAt,
  },
  search: (pattern) => or(ilike(eventDates.title, pattern), ilike(eventDates.description, pattern)),
  filters: (query) => {
    const from = query.from ? monthBounds(query.from).first : null;
    const to = query.to ? monthBounds(query.to).last : null;
    return [
      // An event touches the range when it ends on or after its first day and starts by its last.
      from ? gte(sql`coalesce(${eventDates.endDate}, ${eventDates.startDate})`, from) : undefined,
      to ? lte(eventDates.startDate, to) : undefined,
    ];
  },
  sorts: { startDate: eventDates.startDate, title: eventDates.title, createdAt: eventDates.createdAt },
  async toValues(_tx, _scope, input) {
    return {
      title: input.title,
      startDate: input.startDate,
      endDate: emptyToNull(input.endDate),
      description: emptyToNull(input.description),
    };
  },
});
