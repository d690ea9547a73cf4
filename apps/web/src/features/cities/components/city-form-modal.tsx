import { type City, cityRequestSchema } from '@fastforward/domain';
import { TextInput } from '@mantine/core';
import {
  CodeField,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { CountryPicker, TimeZonePicker } from '../../../components/pickers';
import { citiesApi } from '../api/cities-api';

type FormValues = { countryCode: string; name: string; timeZone: string | null };

const toFormValues = (city: City | null): FormValues => ({
  countryCode: city?.countryCode ?? '',
  name: city?.name ?? '',
  timeZone: city?.timeZone ?? null,
});

/** Create or edit one of the company's own cities. */
export function CityFormModal(slot: RecordFormSlot<City>) {
  const { form, modal } = useRecordForm(slot, {
    api: citiesApi,
    schema: cityRequestSchema,
    toFormValues,
    fieldNames: ['countryCode', 'name', 'timeZone'],
  });
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit city' : 'New city'}>
      <CodeField control={form.control} name="countryCode" label="Country" picker={CountryPicker} required />
      <TextInput
        label="City name"
        withAsterisk
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <CodeField control={form.control} name="timeZone" label="Time zone" picker={TimeZonePicker} />
    </RecordFormModal>
  );
}
