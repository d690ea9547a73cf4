import {
  VALID_RATE_FIELD_LABELS as L,
  type PortOption,
  type ValidRate,
  type ValidRateFormValues,
  validRateRequestSchema,
} from '@fastforward/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  fromSelectValue,
  RecordFormModal,
  type RecordFormSlot,
  toSelectValue,
  useRecordForm,
} from '../../../components/company-records';
import { PortIdPicker, storedPortOption, VendorPicker } from '../../../components/pickers';
import {
  CommodityField,
  FreightModeField,
  IncotermField,
  RateLineFields,
  RatePriceFields,
  RemarksField,
} from '../../../components/rates';
import { validRatesApi } from '../api/valid-rates-api';

const FIELDS = Object.keys(L) as (keyof typeof L)[];

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

const toFormValues = (rate: ValidRate | null): ValidRateFormValues => ({
  mode: rate?.mode ?? 'sea',
  originPortId: rate?.originPortId ?? null,
  destinationPortId: rate?.destinationPortId ?? null,
  shippingCompanyId: rate?.shippingCompanyId ?? null,
  containerSizeId: rate?.containerSizeId ?? null,
  weightSlabId: rate?.weightSlabId ?? null,
  commodityType: rate?.commodityType ?? 'GNRL',
  buyRate: text(rate?.buyRate),
  sellRate: text(rate?.sellRate),
  currency: rate?.currency ?? '',
  validFrom: rate?.validFrom ?? '',
  validTill: rate?.validTill ?? '',
  transitDays: text(rate?.transitDays),
  freeDays: text(rate?.freeDays),
  incotermCode: rate?.incotermCode ?? '',
  vendorId: rate?.vendorId ?? null,
  remarks: rate?.remarks ?? '',
});

/** A rate's ports as the pickers show them, before the user searches others. */
const originOf = (rate: ValidRate | null): PortOption | null =>
  rate &&
  storedPortOption({
    id: rate.originPortId,
    type: rate.originPortType,
    code: rate.originPortCode,
    name: rate.originPortName,
    countryCode: rate.originPortCountryCode,
  });
const destinationOf = (rate: ValidRate | null): PortOption | null =>
  rate &&
  storedPortOption({
    id: rate.destinationPortId,
    type: rate.destinationPortType,
    code: rate.destinationPortCode,
    name: rate.destinationPortName,
    countryCode: rate.destinationPortCountryCode,
  });

/**
 * Create or edit a valid rate. The mode decides what the rate prices: a sea rate a container
 * size, an air rate one of the company's air weight slabs; switching it clears what no longer fits
 * (ports, line, size or slab), since a sea port or line cannot carry an air rate.
 */
export function ValidRateFormModal(slot: RecordFormSlot<ValidRate>) {
  const { opened, record } = slot;
  const { form, modal } = useRecordForm(slot, {
    api: validRatesApi,
    schema: validRateRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');

  // The ports belong to one freight type too; the shared field clears the rest.
  const clearPorts = () => {
    form.setValue('originPortId', null);
    form.setValue('destinationPortId', null);
  };

  return (
    <RecordFormModal {...modal} title={record ? 'Edit rate' : 'New rate'} size="xl">
      <FreightModeField form={form} label={L.mode} onSwitch={clearPorts} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="originPortId"
          render={({ field }) => (
            <PortIdPicker
              label={L.originPortId}
              freightType={mode}
              withAsterisk
              stored={originOf(record)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.originPortId?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="destinationPortId"
          render={({ field }) => (
            <PortIdPicker
              label={L.destinationPortId}
              freightType={mode}
              withAsterisk
              stored={destinationOf(record)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.destinationPortId?.message}
            />
          )}
        />
        <RateLineFields form={form} labels={L} opened={opened} required />
        <CommodityField form={form} label={L.commodityType} required />
        <RatePriceFields form={form} labels={L} sellRateField="sellRate" />
        <TextInput
          type="number"
          label={L.transitDays}
          min={0}
          {...form.register('transitDays')}
          error={errors.transitDays?.message}
        />
        <TextInput
          type="number"
          label={L.freeDays}
          min={0}
          {...form.register('freeDays')}
          error={errors.freeDays?.message}
        />
        <IncotermField form={form} label={L.incotermCode} />
        <Controller
          control={form.control}
          name="vendorId"
          render={({ field }) => (
            <VendorPicker
              label={L.vendorId}
              clearable
              value={toSelectValue(field.value)}
              onChange={(value) => field.onChange(fromSelectValue(value))}
              onBlur={field.onBlur}
              error={errors.vendorId?.message}
            />
          )}
        />
      </SimpleGrid>
      <RemarksField form={form} label={L.remarks} />
    </RecordFormModal>
  );
}
