import { type EventDate, eventDateRequestSchema } from '@fastforward/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../components/company-records';
import { eventDatesApi } from '../api/event-dates-api';

type FormValues = { title: string; startDate: string; endDate: string; description: string };

const toFormValues = (event: EventDate | null): FormValues => ({
  title: event?.title ?? '',
  startDate: event?.startDate ?? '',
  endDate: event?.endDate ?? '',
  description: event?.description ?? '',
});

/** Create or edit an event of the company calendar: one day, or a span of days. */
export function EventDateFormModal(slot: RecordFormSlot<EventDate>) {
  const { form, modal } = useRecordForm(slot, {
    api: eventDatesApi,
    schema: eventDateRequestSchema,
    toFormValues,
    fieldNames: ['title', 'startDate', 'endDate', 'description'],
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit event' : 'New event'}>
      <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
      <SimpleGrid cols={2}>
        <TextInput
          type="date"
          label="Start date"
          withAsterisk
          {...form.register('startDate')}
          error={errors.startDate?.message}
        />
        <TextInput
          type="date"
          label="End date"
          {...form.register('endDate')}
          error={errors.endDate?.message}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        rows={3}
        {...form.register('description')}
        error={errors.description?.message}
      />
    </RecordFormModal>
  );
}
