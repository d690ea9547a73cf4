import type { NamedRecord } from '@fastforward/domain';
import { TextInput } from '@mantine/core';
import type { z } from 'zod';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../company-records';
import type { NamedRecordsApi } from './named-records-api';

export type NamedRecordFormModalProps = RecordFormSlot<NamedRecord> & {
  /** 'department': used in the title and the label. */
  noun: string;
  schema: z.ZodType<{ name: string }, { name: string }>;
  api: NamedRecordsApi;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const toFormValues = (record: NamedRecord | null) => ({ name: record?.name ?? '' });

/** Create or rename a record; the server's schema validates the form too. */
export function NamedRecordFormModal({ noun, schema, api, ...slot }: NamedRecordFormModalProps) {
  const { form, modal } = useRecordForm(slot, { api, schema, toFormValues, fieldNames: ['name'] });

  return (
    <RecordFormModal {...modal} title={slot.record ? `Edit ${noun}` : `New ${noun}`}>
      <TextInput
        label={`${capitalise(noun)} name`}
        withAsterisk
        data-autofocus
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
    </RecordFormModal>
  );
}
