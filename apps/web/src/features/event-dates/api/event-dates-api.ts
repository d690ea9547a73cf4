import { COMPANY_MASTERS_PATHS, type EventDate, type EventDateRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {COMPANY_MASTERS_PATHS.eventDates}, PUT/DELETE …/:id. */
export const eventDatesApi = createRecordsApi<EventDate, EventDateRequest>(
  COMPANY_MASTERS_PATHS.eventDates,
  'event-dates',
);
