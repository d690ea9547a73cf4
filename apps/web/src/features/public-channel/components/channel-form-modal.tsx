import { type Channel, channelRequestSchema } from '@fastforward/domain';
import { Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../components/company-records';
import { channelsApi } from '../api/public-channel-api';

type FormValues = { name: string; description: string };
const FIELDS = ['name', 'description'] as const;

const toFormValues = (channel: Channel | null): FormValues => ({
  name: channel?.name ?? '',
  description: channel?.description ?? '',
});

/** A new channel on the caller's own board, or a channel renamed and described again. */
export function ChannelFormModal(slot: RecordFormSlot<Channel>) {
  const { form, modal } = useRecordForm(slot, {
    api: channelsApi,
    schema: channelRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit channel' : 'New channel'}>
      <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
      <Textarea
        label="Description"
        rows={3}
        {...form.register('description')}
        error={errors.description?.message}
      />
    </RecordFormModal>
  );
}
