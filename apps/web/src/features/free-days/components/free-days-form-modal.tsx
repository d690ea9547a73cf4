import {
  DEMURRAGE_TYPE_LABELS,
  DEMURRAGE_TYPES,
  DETENTION_TYPE_LABELS,
  DETENTION_TYPES,
  type DemurrageType,
  type DetentionType,
  type FreeDays,
  freeDaysRequestSchema,
  type PortOption,
} from '@fastforward/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  fromSelectValue,
  labelledOptions,
  RecordFormModal,
  type RecordFormSlot,
  toSelectValue,
  useRecordForm,
} from '../../../components/company-records';
import { ContainerSizePicker, PortPicker, ShippingLinePicker } from '../../../components/pickers';
import { freeDaysApi } from '../api/free-days-api';

type FormValues = {
  shippingCompanyId: number | null;
  portId: number | null;
  containerSizeId: number | null;
  originFreeDays: number;
  destinationFreeDays: number;
  demurrageType: DemurrageType;
  detentionType: DetentionType;
};

const FIELDS = [
  'shippingCompanyId',
  'portId',
  'containerSizeId',
  'originFreeDays',
  'destinationFreeDays',
  'demurrageType',
  'detentionType',
] as const;

const toFormValues = (record: FreeDays | null): FormValues => ({
  shippingCompanyId: record?.shippingCompanyId ?? null,
  portId: record?.portId ?? null,
  containerSizeId: record?.containerSizeId ?? null,
  originFreeDays: record?.originFreeDays ?? 0,
  destinationFreeDays: record?.destinationFreeDays ?? 0,
  demurrageType: record?.demurrageType ?? 'separate',
  detentionType: record?.detentionType ?? 'calendar-days',
});

/** The record's port as the picker shows it, before the user searches another. */
const portOf = (record: FreeDays | null): PortOption | null =>
  record && {
    id: record.portId,
    type: record.portType,
    code: record.portCode,
    name: record.portName,
    city: null,
    countryCode: record.portCountryCode,
    isCompanyPort: false,
  };

/** Create or edit the free days of one shipping line, port and container size. */
export function FreeDaysFormModal(slot: RecordFormSlot<FreeDays>) {
  const { opened, record } = slot;
  const { form, modal } = useRecordForm(slot, {
    api: freeDaysApi,
    schema: freeDaysRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const [port, setPort] = useState<PortOption | null>(null);
  useEffect(() => {
    if (opened) setPort(portOf(record));
  }, [opened, record]);
  const { errors } = form.formState;

  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit free days' : 'New free days'} size="lg">
      <Controller
        control={form.control}
        name="shippingCompanyId"
        render={({ field }) => (
          <ShippingLinePicker
            label="Shipping line"
            withAsterisk
            value={toSelectValue(field.value)}
            onChange={(value) => field.onChange(fromSelectValue(value))}
            onBlur={field.onBlur}
            error={errors.shippingCompanyId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="portId"
        render={({ field }) => (
          <PortPicker
            label="Port"
            description="A sea port or a dry port (custom point)"
            freightType="sea"
            withAsterisk
            value={port}
            onChange={(next) => {
              setPort(next);
              field.onChange(next?.id ?? null);
            }}
            onBlur={field.onBlur}
            error={errors.portId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="containerSizeId"
        render={({ field }) => (
          <ContainerSizePicker
            label="Container size"
            withAsterisk
            value={toSelectValue(field.value)}
            onChange={(value) => field.onChange(fromSelectValue(value))}
            onBlur={field.onBlur}
            error={errors.containerSizeId?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="number"
          label="Origin free days"
          withAsterisk
          min={0}
          {...form.register('originFreeDays', { valueAsNumber: true })}
          error={errors.originFreeDays?.message}
        />
        <TextInput
          type="number"
          label="Destination free days"
          withAsterisk
          min={0}
          {...form.register('destinationFreeDays', { valueAsNumber: true })}
          error={errors.destinationFreeDays?.message}
        />
        <NativeSelect
          label="Demurrage"
          data={labelledOptions(DEMURRAGE_TYPES, DEMURRAGE_TYPE_LABELS)}
          {...form.register('demurrageType')}
          error={errors.demurrageType?.message}
        />
        <NativeSelect
          label="Detention counted in"
          data={labelledOptions(DETENTION_TYPES, DETENTION_TYPE_LABELS)}
          {...form.register('detentionType')}
          error={errors.detentionType?.message}
        />
      </SimpleGrid>
    </RecordFormModal>
  );
}
