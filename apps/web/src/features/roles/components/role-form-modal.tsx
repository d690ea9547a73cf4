import { type RoleRequest, roleRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useDepartmentOptions } from '../api/get-department-options';
import { usePermissionCatalogue } from '../api/get-permission-catalogue';
import { useRole } from '../api/get-role';
import { useSaveRole } from '../api/save-role';
import { PermissionMatrix } from './permission-matrix';

export type RoleFormModalProps = {
  opened: boolean;
  /** The role to edit; null for a new one. */
  roleId: number | null;
  onClose: () => void;
};

const EMPTY: RoleRequest = { name: '', departmentId: null, permissions: [] };

/** Create or edit a role: name, department and the permission matrix. */
export function RoleFormModal({ opened, roleId, onClose }: RoleFormModalProps) {
  const role = useRole(opened ? roleId : null);
  const catalogue = usePermissionCatalogue();
  const departments = useDepartmentOptions();
  const save = useSaveRole();
  const form = useForm<RoleRequest>({ resolver: zodResolver(roleRequestSchema), defaultValues: EMPTY });
  const { reset } = form;
  const isEditing = roleId !== null;
  const roleData = role.data;

  useEffect(() => {
    if (!opened) return;
    if (!isEditing) reset(EMPTY);
    else if (roleData)
      reset({
        name: roleData.name,
        departmentId: roleData.department?.id ?? null,
        permissions: roleData.permissions,
      });
  }, [opened, isEditing, roleData, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: roleId ?? undefined, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'departmentId', 'permissions']);
    }
  });

  const isLoading = catalogue.isLoading || (isEditing && role.isLoading);
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title={isEditing ? 'Edit role' : 'New role'} size="xl" centered>
      {isLoading ? <Loader size="sm" aria-label="Loading role" /> : null}
      {catalogue.isError || role.isError ? (
        <Alert color="red" role="alert">
          The role could not be loaded.
        </Alert>
      ) : null}
      {!isLoading && catalogue.data ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Group grow align="start">
              <TextInput
                label="Role name"
                withAsterisk
                data-autofocus
                {...form.register('name')}
                error={errors.name?.message}
              />
              <Controller
                control={form.control}
                name="departmentId"
                render={({ field }) => (
                  <Select
                    label="Department"
                    placeholder="No department"
                    clearable
                    searchable
                    data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
                    value={field.value == null ? null : String(field.value)}
                    onChange={(next) => field.onChange(next === null ? null : Number(next))}
                    onBlur={field.onBlur}
                    error={errors.departmentId?.message}
                  />
                )}
              />
            </Group>
            <Text fw={600}>Permissions</Text>
            {errors.permissions ? (
              <Text c="red" size="sm" role="alert">
                {errors.permissions.message}
              </Text>
            ) : null}
            <Controller
              control={form.control}
              name="permissions"
              render={({ field }) => (
                <PermissionMatrix modules={catalogue.data} value={field.value} onChange={field.onChange} />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
