import {
  FREIGHT_TYPES,
  type FreightType,
  SHIPPING_MODE_LABELS,
  type ShippingLine,
  shippingLineRequestSchema,
} from '@fastforward/domain';
import { NativeSelect, TextInput } from '@mantine/core';
import {
  labelledOptions,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { shippingLinesApi } from '../api/shipping-lines-api';

type FormValues = {
  name: string;
  shippingMode: FreightType;
  scacCode: string;
  iataCode: string;
  iataPrefix: string;
};

const toFormValues = (line: ShippingLine | null): FormValues => ({
  name: line?.name ?? '',
  shippingMode: line?.shippingMode ?? 'sea',
  scacCode: line?.scacCode ?? '',
  iataCode: line?.iataCode ?? '',
  iataPrefix: line?.iataPrefix ?? '',
});

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Create or edit a shipping line of the company's own: an ocean carrier or an airline. */
export function ShippingLineFormModal(slot: RecordFormSlot<ShippingLine>) {
  const { form, modal } = useRecordForm(slot, {
    api: shippingLinesApi,
    schema: shippingLineRequestSchema,
    toFormValues,
    fieldNames: ['name', 'shippingMode', 'scacCode', 'iataCode', 'iataPrefix'],
  });
  const { errors } = form.formState;
  const isAirline = form.watch('shippingMode') === 'air';
  // The codes of the other mode leave the form with their fields, so a switch sends none of them.
  const code = (name: 'scacCode' | 'iataCode' | 'iataPrefix', upperCase = false) =>
    form.register(name, { shouldUnregister: true, ...(upperCase ? { setValueAs: upper } : {}) });
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit shipping line' : 'New shipping line'}>
      <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
      <NativeSelect
        label="Mode"
        data={labelledOptions(FREIGHT_TYPES, SHIPPING_MODE_LABELS)}
        {...form.register('shippingMode')}
        error={errors.shippingMode?.message}
      />
      {isAirline ? (
        <>
          <TextInput label="IATA code" {...code('iataCode', true)} error={errors.iataCode?.message} />
          <TextInput label="IATA prefix" {...code('iataPrefix')} error={errors.iataPrefix?.message} />
        </>
      ) : (
        <TextInput label="SCAC" {...code('scacCode', true)} error={errors.scacCode?.message} />
      )}
    </RecordFormModal>
  );
}
