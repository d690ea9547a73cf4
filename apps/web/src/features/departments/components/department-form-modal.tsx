import { type DepartmentRequest, departmentRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import type { Department } from '../api/get-departments';
import { useSaveDepartment } from '../api/save-department';

export type DepartmentFormModalProps = {
  opened: boolean;
  /** The department to edit; null for a new one. */
  department: Department | null;
  onClose: () => void;
};

/** Create or rename a department; the server's schema validates the form too. */
export function DepartmentFormModal({ opened, department, onClose }: DepartmentFormModalProps) {
  const save = useSaveDepartment();
  const form = useForm<DepartmentRequest>({
    resolver: zodResolver(departmentRequestSchema),
    defaultValues: { name: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: department?.name ?? '' });
  }, [opened, department, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: department?.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={department ? 'Edit department' : 'New department'}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Department name"
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
