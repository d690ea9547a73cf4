import {
  CHARGE_PORT_TYPE,
  CHARGE_PORT_TYPES,
  type ChargeFormValues,
  type ChargePortType,
  CHARGE_LABELS as L,
  type LocalCharge,
  localChargeRequestSchema,
  type PortOption,
} from '@fastforward/domain';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { CHARGE_FORM_FIELDS, ChargeFields, toChargeFormValues } from '../../../components/charges';
import {
  labelledOptions,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { PortIdPicker, storedPortOption } from '../../../components/pickers';
import { FreightModeField } from '../../../components/rates';
import { localChargesApi } from '../api/local-charges-api';

type FormValues = ChargeFormValues & { portType: ChargePortType; portId: number | null };

const FIELDS = [...CHARGE_FORM_FIELDS, 'portType', 'portId'] as const;

const toFormValues = (charge: LocalCharge | null): FormValues => ({
  ...toChargeFormValues(charge),
  portType: charge?.portType ?? 'origin',
  portId: charge?.portId ?? null,
});

/** The charge's port as the picker shows it, before the user searches another. */
const portOf = (charge: LocalCharge | null): PortOption | null =>
  charge &&
  storedPortOption({
    id: charge.portId,
    type: charge.portKind,
    code: charge.portCode,
    name: charge.portName,
    countryCode: charge.portCountryCode,
  });

/** Create or edit a local (port) charge: at an origin or a destination port of the freight type. */
export function LocalChargeFormModal(slot: RecordFormSlot<LocalCharge>) {
  const { opened, record } = slot;
  const { form, modal } = useRecordForm(slot, {
    api: localChargesApi,
    schema: localChargeRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');

  return (
    <RecordFormModal {...modal} title={record ? 'Edit local charge' : 'New local charge'} size="xl">
      <FreightModeField form={form} label={L.mode} onSwitch={() => form.setValue('portId', null)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={L.portType}
          withAsterisk
          data={labelledOptions(CHARGE_PORT_TYPES, CHARGE_PORT_TYPE)}
          {...form.register('portType')}
          error={errors.portType?.message}
        />
        <Controller
          control={form.control}
          name="portId"
          render={({ field }) => (
            <PortIdPicker
              label={L.portId}
              freightType={mode}
              withAsterisk
              stored={portOf(record)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.portId?.message}
            />
          )}
        />
      </SimpleGrid>
      <ChargeFields form={form} opened={opened} />
    </RecordFormModal>
  );
}
