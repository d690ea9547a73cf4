import {
  type ContainerNumber,
  type ContainerNumberFormValues,
  type ContainerNumberRequest,
  containerNumberSchema,
  EMPTY_CONTAINER_NUMBER_FORM,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { ContainerSizePicker } from '../../../components/pickers';
import { useSaveContainerNumber } from '../api/save-container-number';

export type ContainerNumberFormModalProps = {
  opened: boolean;
  /** The number to edit; null for a new one. */
  containerNumber: ContainerNumber | null;
  onClose: () => void;
};

const FIELDS = ['number', 'containerSizeId', 'remarks'] as const;

// The inputs hold text; the domain schema normalises the number and checks its ISO 6346 digit.
const resolver = zodResolver(containerNumberSchema) as unknown as Resolver<
  ContainerNumberFormValues,
  unknown,
  ContainerNumberRequest
>;

const toFormValues = (item: ContainerNumber | null): ContainerNumberFormValues =>
  item
    ? {
        number: item.number,
        containerSizeId: item.containerSize ? String(item.containerSize.id) : '',
        remarks: item.remarks ?? '',
      }
    : EMPTY_CONTAINER_NUMBER_FORM;

/** Add or edit a container number; a wrong check digit is named under the field. */
export function ContainerNumberFormModal({
  opened,
  containerNumber,
  onClose,
}: ContainerNumberFormModalProps) {
  const save = useSaveContainerNumber();
  const form = useForm<ContainerNumberFormValues, unknown, ContainerNumberRequest>({
    resolver,
    defaultValues: EMPTY_CONTAINER_NUMBER_FORM,
  });
  const { reset } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) reset(toFormValues(containerNumber));
  }, [opened, containerNumber, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: containerNumber?.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={containerNumber ? 'Edit container number' : 'New container number'}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Container number"
            description="Owner code, category (U, J or Z), serial and check digit, e.g. CSQU 305438 3"
            withAsterisk
            data-autofocus
            autoComplete="off"
            {...form.register('number')}
            error={errors.number?.message}
          />
          <Controller
            control={form.control}
            name="containerSizeId"
            render={({ field }) => (
              <ContainerSizePicker
                label="Container size"
                placeholder="Not recorded"
                clearable
                value={field.value || null}
                onChange={(next) => field.onChange(next ?? '')}
                onBlur={field.onBlur}
                error={errors.containerSizeId?.message}
              />
            )}
          />
          <Textarea label="Remarks" rows={2} {...form.register('remarks')} error={errors.remarks?.message} />
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
    </Modal>
  );
}
