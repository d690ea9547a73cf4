import { EVENT_DATE_SORTS, type EventDate, MASTERS_ACCESS } from '@fastforward/domain';
import { TextInput } from '@mantine/core';
import { RecordsPage, useRecordFilters } from '../../../components/company-records';
import { eventDatesApi } from '../api/event-dates-api';
import { EventDateFormModal } from '../components/event-date-form-modal';

type Filters = { from?: string; to?: string };

const datesOf = (e: EventDate) =>
  e.endDate && e.endDate !== e.startDate ? `${e.startDate} – ${e.endDate}` : e.startDate;

/** /dashboard/masters/event-dates: the company calendar, by month range. */
export function EventDatesPage() {
  const { filters, setFilter } = useRecordFilters<Filters>();
  const month = (key: keyof Filters, label: string) => (
    <TextInput
      type="month"
      label={label}
      value={filters[key] ?? ''}
      onChange={(event) => setFilter(key)(event.currentTarget.value || undefined)}
    />
  );
  return (
    <RecordsPage<EventDate>
      title="Event Dates"
      noun="event"
      api={eventDatesApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'startDate', header: 'Date', render: datesOf },
        { key: 'title', header: 'Title', render: (e) => e.title },
        { key: 'description', header: 'Description', render: (e) => e.description ?? '' },
      ]}
      sortKeys={EVENT_DATE_SORTS}
      // A 'to' month before the 'from' month is still being typed: it filters nothing yet.
      filters={filters.from && filters.to && filters.to < filters.from ? { from: filters.from } : filters}
      filterControls={
        <>
          {month('from', 'From month')}
          {month('to', 'To month')}
        </>
      }
      describe={(e) => `${e.title} ${e.startDate}`}
      searchPlaceholder="Title or description"
      emptyText="No events in this range."
      renderForm={(slot) => <EventDateFormModal {...slot} />}
    />
  );
}
