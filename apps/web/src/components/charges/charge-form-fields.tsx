import {
  CHARGE_BASES,
  CHARGE_BASIS,
  type ChargeFormValues,
  type FreightType,
  CHARGE_LABELS as L,
} from '@fastforward/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { labelledOptions } from '../company-records';
import { CommodityField, IncotermField, RateLineFields, RatePriceFields, RemarksField } from '../rates';

/** The shared fields a server error may name. */
export const CHARGE_FORM_FIELDS = [
  'mode',
  'label',
  'basis',
  'rate',
  'buyRate',
  'currency',
  'validFrom',
  'validTill',
  'commodityType',
  'containerSizeId',
  'weightSlabId',
  'shippingCompanyId',
  'incotermCode',
  'remarks',
] as const satisfies readonly (keyof ChargeFormValues)[];

const text = (value: string | null | undefined) => value ?? '';

/** The shared values of a charge's form (a new one: sea, per container). */
export const toChargeFormValues = (
  charge: Partial<Record<keyof ChargeFormValues, unknown>> | null,
): ChargeFormValues => ({
  mode: (charge?.mode as FreightType | undefined) ?? 'sea',
  label: text(charge?.label as string | undefined),
  basis: (charge?.basis as ChargeFormValues['basis'] | undefined) ?? 'perContainer',
  rate: text(charge?.rate as string | null | undefined),
  buyRate: text(charge?.buyRate as string | undefined),
  currency: text(charge?.currency as string | undefined),
  validFrom: text(charge?.validFrom as string | undefined),
  validTill: text(charge?.validTill as string | undefined),
  commodityType: text(charge?.commodityType as string | null | undefined),
  containerSizeId: (charge?.containerSizeId as number | null | undefined) ?? null,
  weightSlabId: (charge?.weightSlabId as number | null | undefined) ?? null,
  shippingCompanyId: (charge?.shippingCompanyId as number | null | undefined) ?? null,
  incotermCode: text(charge?.incotermCode as string | null | undefined),
  remarks: text(charge?.remarks as string | null | undefined),
});

/** A charge form: its values are the shared ones and the kind's own. */
type ChargeForm = UseFormReturn<ChargeFormValues>;
/** Any kind's form; the fields here read and write only the shared values. */
type KindForm<V extends ChargeFormValues, B> = UseFormReturn<V, unknown, B>;
const sharedOf = <V extends ChargeFormValues, B>(form: KindForm<V, B>) => form as unknown as ChargeForm;

/** The SPEC §3 fields every charge has, under the SPEC §5 labels. */
export function ChargeFields<V extends ChargeFormValues, B>({
  form: kindForm,
  opened,
}: {
  form: KindForm<V, B>;
  opened: boolean;
}) {
  const form = sharedOf(kindForm);
  const { errors } = form.formState;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={L.label} withAsterisk {...form.register('label')} error={errors.label?.message} />
        <NativeSelect
          label={L.basis}
          withAsterisk
          data={labelledOptions(CHARGE_BASES, CHARGE_BASIS)}
          {...form.register('basis')}
          error={errors.basis?.message}
        />
        <RateLineFields form={form} labels={L} opened={opened} required={false} />
        <CommodityField form={form} label={L.commodityType} required={false} />
        <IncotermField form={form} label={L.incotermCode} placeholder="Any incoterm" />
        <RatePriceFields form={form} labels={L} sellRateField="rate" />
      </SimpleGrid>
      <RemarksField form={form} label={L.remarks} />
    </>
  );
}
