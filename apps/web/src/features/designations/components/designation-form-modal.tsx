import { type DesignationRequest, designationRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import type { Designation } from '../api/get-designations';
import { useSaveDesignation } from '../api/save-designation';

export type DesignationFormModalProps = {
  opened: boolean;
  /** The designation to edit; null for a new one. */
  designation: Designation | null;
  onClose: () => void;
};

/** Create or rename a designation; the server's schema validates the form too. */
export function DesignationFormModal({ opened, designation, onClose }: DesignationFormModalProps) {
  const save = useSaveDesignation();
  const form = useForm<DesignationRequest>({
    resolver: zodResolver(designationRequestSchema),
    defaultValues: { name: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: designation?.name ?? '' });
  }, [opened, designation, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: designation?.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={designation ? 'Edit designation' : 'New designation'}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Designation name"
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
