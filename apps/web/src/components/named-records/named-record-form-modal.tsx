import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../data-table';
import type { NamedRecord, NamedRecordsApi } from './named-records-api';

export type NamedRecordFormModalProps = {
  opened: boolean;
  /** The record to edit; null for a new one. */
  record: NamedRecord | null;
  onClose: () => void;
  /** 'department': used in the title and the label. */
  noun: string;
  schema: z.ZodType<{ name: string }, { name: string }>;
  api: NamedRecordsApi;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Create or rename a record; the server's schema validates the form too. */
export function NamedRecordFormModal({
  opened,
  record,
  onClose,
  noun,
  schema,
  api,
}: NamedRecordFormModalProps) {
  const save = api.useSave();
  const form = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: record?.name ?? '' });
  }, [opened, record, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: record?.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={record ? `Edit ${noun}` : `New ${noun}`} centered>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={`${capitalise(noun)} name`}
          withAsterisk
          data-autofocus
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
