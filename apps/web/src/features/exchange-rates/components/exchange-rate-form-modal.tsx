import { type ExchangeRate, exchangeRateRequestSchema } from '@fastforward/domain';
import { TextInput } from '@mantine/core';
import {
  CodeField,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { CurrencyPicker } from '../../../components/pickers';
import { exchangeRatesApi } from '../api/exchange-rates-api';

type FormValues = { currencyCode: string; rate: string; validFrom: string };

const toFormValues = (rate: ExchangeRate | null): FormValues => ({
  currencyCode: rate?.currencyCode ?? '',
  rate: rate?.rate ?? '',
  validFrom: rate?.validFrom ?? '',
});

/** Create or edit a currency's rate to the company's base currency from a day on. */
export function ExchangeRateFormModal(slot: RecordFormSlot<ExchangeRate>) {
  const { form, modal } = useRecordForm(slot, {
    api: exchangeRatesApi,
    schema: exchangeRateRequestSchema,
    toFormValues,
    fieldNames: ['currencyCode', 'rate', 'validFrom'],
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit exchange rate' : 'New exchange rate'}>
      <CodeField
        control={form.control}
        name="currencyCode"
        label="Currency"
        picker={CurrencyPicker}
        required
      />
      <TextInput
        label="Rate"
        description="Units of your base currency for one unit of this currency"
        withAsterisk
        inputMode="decimal"
        {...form.register('rate')}
        error={errors.rate?.message}
      />
      <TextInput
        type="date"
        label="Valid from"
        withAsterisk
        {...form.register('validFrom')}
        error={errors.validFrom?.message}
      />
    </RecordFormModal>
  );
}
