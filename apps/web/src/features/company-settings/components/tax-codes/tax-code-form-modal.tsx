import {
  EMPTY_TAX_CODE_FORM,
  TAX_CATEGORIES,
  TAX_CATEGORY,
  type TaxCode,
  type TaxCodeFormValues,
  taxCodeRequestSchema,
} from '@fastforward/domain';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../../components/company-records';
import { taxCodesApi } from '../../api/tax-codes-api';

const toFormValues = (item: TaxCode | null): TaxCodeFormValues =>
  item
    ? { code: item.code, name: item.name, category: item.category, rate: item.rate, isActive: item.isActive }
    : EMPTY_TAX_CODE_FORM;

const CATEGORY_OPTIONS = TAX_CATEGORIES.map((value) => ({ value, label: TAX_CATEGORY[value] }));

/** Define or edit a tax code; only a standard code may carry a rate above 0. */
export function TaxCodeFormModal(slot: RecordFormSlot<TaxCode>) {
  const { form, modal } = useRecordForm(slot, {
    api: taxCodesApi,
    schema: taxCodeRequestSchema,
    toFormValues,
    fieldNames: ['code', 'name', 'category', 'rate', 'isActive'],
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit tax code' : 'New tax code'}>
      <TextInput
        label="Code"
        description="1 to 10 capital letters or digits, e.g. SR, ZR"
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...form.register('code')}
        error={errors.code?.message}
      />
      <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <Select
            label="Category"
            withAsterisk
            data={CATEGORY_OPTIONS}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'standard')}
            allowDeselect={false}
            error={errors.category?.message}
          />
        )}
      />
      <TextInput
        label="Rate (%)"
        withAsterisk
        inputMode="decimal"
        {...form.register('rate')}
        error={errors.rate?.message}
      />
      <Checkbox label="Active (offered on invoice lines)" {...form.register('isActive')} />
    </RecordFormModal>
  );
}
