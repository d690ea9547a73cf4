import { COMMODITY_TYPE, type FreightType } from '@fastforward/domain';
import { Input, NativeSelect, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fromSelectValue, labelledOptions, toSelectValue } from '../company-records';
import {
  ContainerSizePicker,
  CurrencyPicker,
  IncotermPicker,
  ShippingLinePicker,
  WeightSlabPicker,
} from '../pickers';

export const FREIGHT_TYPE_LABELS = { sea: 'Sea', air: 'Air' } as const;
/** Sea first: the forms open on a sea rate. */
const FREIGHT_MODE_OPTIONS = labelledOptions(['sea', 'air'] as const, FREIGHT_TYPE_LABELS);

/** The values every rate-like form holds (a valid rate, a local or a transport charge). */
export type RateFieldValues = {
  mode: FreightType;
  shippingCompanyId: number | null;
  containerSizeId: number | null;
  weightSlabId: number | null;
  commodityType: string;
  currency: string;
  buyRate: string;
  validFrom: string;
  validTill: string;
  incotermCode: string;
  remarks: string;
};
type RateField = keyof RateFieldValues;

/** Where a form keeps its Sell Rate: a valid rate's `sellRate`, a charge's `rate`. */
type SellRateField = 'rate' | 'sellRate';

/** The labels a form gives the shared fields (SPEC §5 for charges, the valid rate's own). */
export type RateFieldLabels<F extends RateField = RateField> = Record<F, string>;

/** Any rate-like form; the fields here read and write only the shared values. */
type AnyRateForm<V extends RateFieldValues, B> = UseFormReturn<V, unknown, B>;
type SharedForm = UseFormReturn<RateFieldValues & Record<SellRateField, string>>;
const sharedOf = <V extends RateFieldValues, B>(form: AnyRateForm<V, B>) => form as unknown as SharedForm;

/** What no longer fits once the freight type changes: a sea line, size or port cannot carry an air rate. */
const MODE_BOUND_FIELDS = ['shippingCompanyId', 'containerSizeId', 'weightSlabId'] as const;

/**
 * The freight type; switching it clears the line, size and slab (and, through `onSwitch`, what
 * else of the form belongs to one freight type, such as its ports).
 */
export function FreightModeField<V extends RateFieldValues, B>({
  form: anyForm,
  label,
  onSwitch,
}: {
  form: AnyRateForm<V, B>;
  label: string;
  onSwitch?: () => void;
}) {
  const form = sharedOf(anyForm);
  return (
    <Input.Wrapper label={label} withAsterisk error={form.formState.errors.mode?.message}>
      <div>
        <SegmentedControl
          data={FREIGHT_MODE_OPTIONS}
          value={form.watch('mode')}
          onChange={(value) => {
            form.setValue('mode', value as FreightType);
            for (const field of MODE_BOUND_FIELDS) form.setValue(field, null);
            onSwitch?.();
          }}
        />
      </div>
    </Input.Wrapper>
  );
}

/**
 * Shipping line, then a sea rate's container size or an air rate's weight slab. Required on a
 * valid rate; optional on a charge, where empty means every line, size or slab.
 */
export function RateLineFields<V extends RateFieldValues, B>({
  form: anyForm,
  labels,
  opened,
  required,
}: {
  form: AnyRateForm<V, B>;
  labels: RateFieldLabels<'shippingCompanyId' | 'containerSizeId' | 'weightSlabId'>;
  /** False while the form is closed: the slabs are not fetched. */
  opened: boolean;
  required: boolean;
}) {
  const form = sharedOf(anyForm);
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const optional = (placeholder: string) =>
    required ? { withAsterisk: true } : { placeholder, clearable: true };
  return (
    <>
      <Controller
        control={form.control}
        name="shippingCompanyId"
        render={({ field }) => (
          <ShippingLinePicker
            label={labels.shippingCompanyId}
            {...optional('All lines')}
            shippingMode={mode}
            value={toSelectValue(field.value)}
            onChange={(value) => field.onChange(fromSelectValue(value))}
            onBlur={field.onBlur}
            error={errors.shippingCompanyId?.message}
          />
        )}
      />
      {mode === 'sea' ? (
        <Controller
          control={form.control}
          name="containerSizeId"
          render={({ field }) => (
            <ContainerSizePicker
              label={labels.containerSizeId}
              {...optional('All sizes')}
              value={toSelectValue(field.value)}
              onChange={(value) => field.onChange(fromSelectValue(value))}
              onBlur={field.onBlur}
              error={errors.containerSizeId?.message}
            />
          )}
        />
      ) : (
        <Controller
          control={form.control}
          name="weightSlabId"
          render={({ field }) => (
            <WeightSlabPicker
              label={labels.weightSlabId}
              {...optional('All slabs')}
              description="An air slab of your Masters"
              enabled={opened}
              value={toSelectValue(field.value)}
              onChange={(value) => field.onChange(fromSelectValue(value))}
              onBlur={field.onBlur}
              error={errors.weightSlabId?.message}
            />
          )}
        />
      )}
    </>
  );
}

const REQUIRED_COMMODITY_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...Object.entries(COMMODITY_TYPE).map(([value, label]) => ({ value, label: `${label} (${value})` })),
];
const OPTIONAL_COMMODITY_OPTIONS = [
  { value: '', label: 'All commodities' },
  ...Object.entries(COMMODITY_TYPE).map(([value, label]) => ({ value, label })),
];

/** Commodity type: required on a valid rate; on a charge empty means every commodity. */
export function CommodityField<V extends RateFieldValues, B>({
  form: anyForm,
  label,
  required,
}: {
  form: AnyRateForm<V, B>;
  label: string;
  required: boolean;
}) {
  const form = sharedOf(anyForm);
  return (
    <NativeSelect
      label={label}
      withAsterisk={required || undefined}
      data={required ? REQUIRED_COMMODITY_OPTIONS : OPTIONAL_COMMODITY_OPTIONS}
      {...form.register('commodityType')}
      error={form.formState.errors.commodityType?.message}
    />
  );
}

/** Incoterm, which may stay empty. */
export function IncotermField<V extends RateFieldValues, B>({
  form: anyForm,
  label,
  placeholder,
}: {
  form: AnyRateForm<V, B>;
  label: string;
  placeholder?: string;
}) {
  const form = sharedOf(anyForm);
  return (
    <Controller
      control={form.control}
      name="incotermCode"
      render={({ field }) => (
        <IncotermPicker
          label={label}
          placeholder={placeholder}
          clearable
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={form.formState.errors.incotermCode?.message}
        />
      )}
    />
  );
}

/**
 * Currency, Buy Rate, Sell Rate and the validity (from, till). The sell rate may stay empty: the
 * customer's tier margin then prices it.
 */
export function RatePriceFields<V extends RateFieldValues & Record<S, string>, B, S extends SellRateField>({
  form: anyForm,
  labels,
  sellRateField,
}: {
  form: AnyRateForm<V, B>;
  labels: RateFieldLabels<'currency' | 'buyRate' | 'validFrom' | 'validTill'> & Record<S, string>;
  sellRateField: S;
}) {
  const form = sharedOf(anyForm);
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => (
          <CurrencyPicker
            label={labels.currency}
            withAsterisk
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={errors.currency?.message}
          />
        )}
      />
      <TextInput
        label={labels.buyRate}
        withAsterisk
        inputMode="decimal"
        {...form.register('buyRate')}
        error={errors.buyRate?.message}
      />
      <TextInput
        label={labels[sellRateField]}
        description="Leave empty to price by the customer's tier margin"
        inputMode="decimal"
        {...form.register(sellRateField)}
        error={errors[sellRateField]?.message}
      />
      <TextInput
        type="date"
        label={labels.validFrom}
        withAsterisk
        {...form.register('validFrom')}
        error={errors.validFrom?.message}
      />
      <TextInput
        type="date"
        label={labels.validTill}
        withAsterisk
        {...form.register('validTill')}
        error={errors.validTill?.message}
      />
    </>
  );
}

/** Remarks, below the grid. */
export function RemarksField<V extends RateFieldValues, B>({
  form: anyForm,
  label,
}: {
  form: AnyRateForm<V, B>;
  label: string;
}) {
  const form = sharedOf(anyForm);
  return (
    <Textarea
      label={label}
      minRows={2}
      {...form.register('remarks')}
      error={form.formState.errors.remarks?.message}
    />
  );
}
