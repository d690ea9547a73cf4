import {
  TIER_MARGIN_TYPE,
  TIER_MARGIN_TYPE_LABELS,
  TIER_MARGIN_TYPES,
  TIER_MODE_LABELS,
  TIER_MODE_UNITS,
  TIER_MODES,
  type Tier,
  type TierMarginType,
  type TierMode,
  type TierRequest,
  tierRequestSchema,
} from '@fastforward/domain';
import { Fieldset, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import {
  CodeField,
  labelledOptions,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { CurrencyPicker } from '../../../components/pickers';
import { tiersApi } from '../api/tiers-api';

type FormValues = {
  name: string;
  currency: string;
  seaMarginType: TierMarginType;
  seaMargin: string;
  seaMinMargin: string;
  airMarginType: TierMarginType;
  airMargin: string;
  airMinMargin: string;
  remarks: string;
};

const FIELDS = [
  'name',
  'currency',
  'seaMarginType',
  'seaMargin',
  'seaMinMargin',
  'airMarginType',
  'airMargin',
  'airMinMargin',
  'remarks',
] as const;

const toFormValues = (tier: Tier | null): FormValues => ({
  name: tier?.name ?? '',
  currency: tier?.currency ?? '',
  seaMarginType: tier?.seaMarginType ?? TIER_MARGIN_TYPE.percent,
  seaMargin: tier?.seaMargin ?? '',
  seaMinMargin: tier?.seaMinMargin ?? '',
  airMarginType: tier?.airMarginType ?? TIER_MARGIN_TYPE.percent,
  airMargin: tier?.airMargin ?? '',
  airMinMargin: tier?.airMinMargin ?? '',
  remarks: tier?.remarks ?? '',
});

/** Create or edit a tier: its currency, then the margin of each mode with its minimum. */
export function TierFormModal(slot: RecordFormSlot<Tier>) {
  const { form, modal } = useRecordForm(slot, {
    api: tiersApi,
    schema: tierRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit tier' : 'New tier'} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
        <CodeField control={form.control} name="currency" label="Currency" picker={CurrencyPicker} required />
      </SimpleGrid>
      {TIER_MODES.map((mode) => (
        <ModeMargin key={mode} form={form} mode={mode} />
      ))}
      <Textarea label="Remarks" rows={2} {...form.register('remarks')} error={errors.remarks?.message} />
    </RecordFormModal>
  );
}

/** One mode's margin: how it is given, its value and the minimum, in the tier's currency. */
function ModeMargin({
  form,
  mode,
}: {
  form: UseFormReturn<FormValues, unknown, TierRequest>;
  mode: TierMode;
}) {
  const label = TIER_MODE_LABELS[mode];
  const type = form.watch(`${mode}MarginType`);
  const currency = form.watch('currency') || 'the tier currency';
  const { errors } = form.formState;
  return (
    <Fieldset legend={`${label} margin, per ${TIER_MODE_UNITS[mode]}`}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={`${label} margin type`}
          data={labelledOptions(TIER_MARGIN_TYPES, TIER_MARGIN_TYPE_LABELS)}
          {...form.register(`${mode}MarginType`)}
          error={errors[`${mode}MarginType`]?.message}
        />
        <TextInput
          label={`${label} margin`}
          description={type === TIER_MARGIN_TYPE.percent ? 'Percent of the buy rate' : `In ${currency}`}
          withAsterisk
          inputMode="decimal"
          {...form.register(`${mode}Margin`)}
          error={errors[`${mode}Margin`]?.message}
        />
        <TextInput
          label={`${label} minimum margin`}
          description={`Optional, in ${currency}`}
          inputMode="decimal"
          {...form.register(`${mode}MinMargin`)}
          error={errors[`${mode}MinMargin`]?.message}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
