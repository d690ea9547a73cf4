import {
  type Staff,
  type StaffCreateRequest,
  type StaffUpdateRequest,
  staffCreateRequestSchema,
  staffUpdateRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { AccountIdentityFields } from '../../../components/accounts';
import { applyServerErrors } from '../../../components/data-table';
import { useCreateStaff } from '../api/create-staff';
import { useDepartmentOptions } from '../api/get-department-options';
import { useDesignationOptions } from '../api/get-designation-options';
import { useRoleOptions } from '../api/get-role-options';
import { useUpdateStaff } from '../api/update-staff';

export type StaffFormModalProps = {
  opened: boolean;
  /** The member to edit; null to invite a new one. */
  staff: Staff | null;
  onClose: () => void;
  /** After an invitation went out, with the address it went to. */
  onInvited: (email: string) => void;
};

type FormValues = StaffCreateRequest;

const FIELDS = ['username', 'email', 'fullName', 'departmentId', 'designationId', 'roleIds'] as const;

const EMPTY: FormValues = {
  username: '',
  email: '',
  fullName: '',
  departmentId: null,
  designationId: null,
  roleIds: [],
};

// The username never changes after creation, so editing validates with the update schema
// (which has no username); both schemas share every other field, so one form type serves both.
const createResolver = zodResolver(staffCreateRequestSchema) as Resolver<FormValues>;
const updateResolver = zodResolver(staffUpdateRequestSchema) as unknown as Resolver<FormValues>;

const toOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/**
 * Invite a staff member, or edit one. The resolver is chosen at mount: give the modal a key per
 * member so switching between inviting and editing builds a new form.
 */
export function StaffFormModal({ opened, staff, onClose, onInvited }: StaffFormModalProps) {
  const isEditing = staff !== null;
  const departments = useDepartmentOptions();
  const designations = useDesignationOptions();
  const roles = useRoleOptions();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const form = useForm<FormValues>({
    resolver: isEditing ? updateResolver : createResolver,
    defaultValues: EMPTY,
  });
  const { reset } = form;

  useEffect(() => {
    if (!opened) return;
    if (!staff) {
      reset(EMPTY);
      return;
    }
    reset({
      email: staff.email,
      fullName: staff.fullName,
      departmentId: staff.department?.id ?? null,
      designationId: staff.designation?.id ?? null,
      roleIds: staff.roles.map((r) => r.id),
    } as FormValues);
  }, [opened, staff, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (staff) {
        const { username: _ignored, ...body } = values;
        await update.mutateAsync({ id: staff.id, body: body as StaffUpdateRequest });
      } else {
        const created = await create.mutateAsync(values);
        onInvited(created.email);
      }
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  const { errors } = form.formState;
  const idSelect = (
    name: 'departmentId' | 'designationId',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder="None"
          clearable
          searchable
          data={data}
          value={field.value == null ? null : String(field.value)}
          onChange={(next) => field.onChange(next === null ? null : Number(next))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isEditing ? 'Edit staff member' : 'Invite staff member'}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <AccountIdentityFields form={form} fixedUsername={staff?.username} />
          {idSelect('departmentId', 'Department', toOptions(departments.data))}
          {idSelect('designationId', 'Designation', toOptions(designations.data))}
          <Controller
            control={form.control}
            name="roleIds"
            render={({ field }) => (
              <MultiSelect
                label="Roles"
                placeholder="Choose roles"
                searchable
                data={toOptions(roles.data)}
                value={(field.value ?? []).map(String)}
                onChange={(next) => field.onChange(next.map(Number))}
                onBlur={field.onBlur}
                error={errors.roleIds?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {isEditing ? 'Save' : 'Send invitation'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
