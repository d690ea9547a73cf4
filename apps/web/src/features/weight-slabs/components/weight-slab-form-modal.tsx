import {
  EMPTY_WEIGHT_SLAB_FORM,
  WEIGHT_UNITS,
  type WeightSlab,
  type WeightSlabFormValues,
  type WeightSlabRequest,
  weightSlabSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { ContainerSizePicker } from '../../../components/pickers';
import { useSaveWeightSlab } from '../api/save-weight-slab';

export type WeightSlabFormModalProps = {
  opened: boolean;
  /** The slab to edit; null for a new one. */
  slab: WeightSlab | null;
  onClose: () => void;
};

export const TYPE_OPTIONS = [
  { value: 'air', label: 'Air' },
  { value: 'sea', label: 'Sea' },
];

const FIELDS = ['type', 'name', 'min', 'max', 'measurementIn', 'containerSizeId'] as const;

// The inputs hold text ('' when empty); the domain schema maps it (SPEC §5 messages either way).
const resolver = zodResolver(weightSlabSchema) as unknown as Resolver<
  WeightSlabFormValues,
  unknown,
  WeightSlabRequest
>;

const toFormValues = (slab: WeightSlab | null): WeightSlabFormValues =>
  slab
    ? {
        type: slab.type,
        name: slab.name,
        min: slab.min === null ? '' : String(slab.min),
        max: slab.max === null ? '' : String(slab.max),
        measurementIn: slab.measurementIn,
        containerSizeId: slab.containerSize ? String(slab.containerSize.id) : '',
      }
    : EMPTY_WEIGHT_SLAB_FORM;

/** Create or edit a weight slab with the one schema the API validates with. */
export function WeightSlabFormModal({ opened, slab, onClose }: WeightSlabFormModalProps) {
  const save = useSaveWeightSlab();
  const form = useForm<WeightSlabFormValues, unknown, WeightSlabRequest>({
    resolver,
    defaultValues: EMPTY_WEIGHT_SLAB_FORM,
  });
  const { reset, setValue } = form;
  const { errors } = form.formState;
  const type = form.watch('type');

  useEffect(() => {
    if (opened) reset(toFormValues(slab));
  }, [opened, slab, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: slab?.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={slab ? 'Edit weight slab' : 'New weight slab'}
      size="lg"
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label="Type"
                  placeholder="Air or sea"
                  withAsterisk
                  data={TYPE_OPTIONS}
                  value={field.value || null}
                  onChange={(next) => {
                    field.onChange(next ?? '');
                    // Only sea slabs have a container size: leaving sea drops the chosen one.
                    if (next !== 'sea') setValue('containerSizeId', '');
                  }}
                  onBlur={field.onBlur}
                  error={errors.type?.message}
                />
              )}
            />
            <TextInput
              label="Name"
              withAsterisk
              data-autofocus
              {...form.register('name')}
              error={errors.name?.message}
            />
            <TextInput
              label="Min weight"
              inputMode="decimal"
              {...form.register('min')}
              error={errors.min?.message}
            />
            <TextInput
              label="Max weight"
              inputMode="decimal"
              {...form.register('max')}
              error={errors.max?.message}
            />
            <Controller
              control={form.control}
              name="measurementIn"
              render={({ field }) => (
                <Select
                  label="Unit"
                  placeholder="Kgs or Lbs"
                  withAsterisk
                  data={[...WEIGHT_UNITS]}
                  value={field.value || null}
                  onChange={(next) => field.onChange(next ?? '')}
                  onBlur={field.onBlur}
                  error={errors.measurementIn?.message}
                />
              )}
            />
            {type === 'sea' ? (
              <Controller
                control={form.control}
                name="containerSizeId"
                render={({ field }) => (
                  <ContainerSizePicker
                    label="Container size"
                    placeholder="Any size"
                    clearable
                    value={field.value || null}
                    onChange={(next) => field.onChange(next ?? '')}
                    onBlur={field.onBlur}
                    error={errors.containerSizeId?.message}
                  />
                )}
              />
            ) : null}
          </SimpleGrid>
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
