import {
  COMPANY_PORT_TYPE_LABELS,
  type CompanyPort,
  companyPortRequestSchema,
  PORT_TYPES,
  type PortType,
} from '@fastforward/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  CodeField,
  labelledOptions,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { CountryPicker, TimeZonePicker } from '../../../components/pickers';
import { companyPortsApi } from '../api/company-ports-api';

type FormValues = {
  type: PortType;
  code: string;
  name: string;
  city: string;
  countryCode: string;
  timeZone: string | null;
};

const FIELDS = ['type', 'code', 'name', 'city', 'countryCode', 'timeZone'] as const;

const toFormValues = (port: CompanyPort | null): FormValues => ({
  type: port?.type ?? 'sea',
  code: port?.code ?? '',
  name: port?.name ?? '',
  city: port?.city ?? '',
  countryCode: port?.countryCode ?? '',
  timeZone: port?.timeZone ?? null,
});

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Create or edit a company port or custom point (a dry port / ICD). */
export function CompanyPortFormModal(slot: RecordFormSlot<CompanyPort>) {
  const { form, modal } = useRecordForm(slot, {
    api: companyPortsApi,
    schema: companyPortRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  const isAirport = form.watch('type') === 'air';

  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit port' : 'New port'} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Type"
          withAsterisk
          data={labelledOptions(PORT_TYPES, COMPANY_PORT_TYPE_LABELS)}
          {...form.register('type')}
          error={errors.type?.message}
        />
        <CodeField
          control={form.control}
          name="countryCode"
          label="Country"
          picker={CountryPicker}
          required
        />
        <TextInput
          label="Code"
          description={isAirport ? 'IATA code, e.g. DXB' : 'UN/LOCODE, e.g. AEJEA'}
          withAsterisk
          {...form.register('code', { setValueAs: upper })}
          error={errors.code?.message}
        />
        <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
        <TextInput label="City" {...form.register('city')} error={errors.city?.message} />
        <CodeField control={form.control} name="timeZone" label="Time zone" picker={TimeZonePicker} />
      </SimpleGrid>
    </RecordFormModal>
  );
}
