import {
  EMPTY_WEIGHT_SLAB_FORM,
  WEIGHT_UNITS,
  type WeightSlab,
  type WeightSlabFormValues,
  weightSlabRequestSchema,
} from '@fastforward/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  CodeField,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { ContainerSizePicker } from '../../../components/pickers';
import { weightSlabsApi } from '../api/weight-slabs-api';

export const TYPE_OPTIONS = [
  { value: 'air', label: 'Air' },
  { value: 'sea', label: 'Sea' },
];

// The inputs hold text ('' when empty); the domain schema maps it (SPEC §5 messages either way).
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
export function WeightSlabFormModal(slot: RecordFormSlot<WeightSlab>) {
  const { form, modal } = useRecordForm(slot, {
    api: weightSlabsApi,
    schema: weightSlabRequestSchema,
    toFormValues,
    fieldNames: ['type', 'name', 'min', 'max', 'measurementIn', 'containerSizeId'],
  });
  const { errors } = form.formState;
  const type = form.watch('type');

  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit weight slab' : 'New weight slab'} size="lg">
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
                if (next !== 'sea') form.setValue('containerSizeId', '');
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
          <CodeField
            control={form.control}
            name="containerSizeId"
            label="Container size"
            placeholder="Any size"
            picker={ContainerSizePicker}
            emptyValue=""
          />
        ) : null}
      </SimpleGrid>
    </RecordFormModal>
  );
}
