import { type ChannelThread, channelThreadRequestSchema } from '@fastforward/domain';
import { Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../components/company-records';
import type { threadsApiOf } from '../api/public-channel-api';
import { MentionHint } from './mention-hint';

type FormValues = { title: string; body: string };
const FIELDS = ['title', 'body'] as const;
const toFormValues = (): FormValues => ({ title: '', body: '' });

/** A new thread: its title and its first post. */
export function ThreadFormModal({
  api,
  ...slot
}: RecordFormSlot<ChannelThread> & { api: ReturnType<typeof threadsApiOf> }) {
  const { form, modal } = useRecordForm(slot, {
    api,
    schema: channelThreadRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title="New thread" size="lg">
      <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
      <Textarea
        label="Message"
        withAsterisk
        rows={6}
        {...form.register('body')}
        error={errors.body?.message}
      />
      <MentionHint text={form.watch('body')} />
    </RecordFormModal>
  );
}
