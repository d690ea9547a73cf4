import type { CityRef } from '@fastforward/domain';
import {
  type ChargeFormValues,
  CHARGE_LABELS as L,
  type PortOption,
  TRANSPORT_END_FIELD,
  TRANSPORT_POINT,
  TRANSPORT_POINTS,
  TRANSPORT_TYPE,
  TRANSPORT_TYPES,
  type TransportCharge,
  type TransportEndField,
  type TransportPoints,
  type TransportType,
  transportChargeRequestSchema,
  transportEndFieldsOf,
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
import { PlaceIdPicker, PortIdPicker, storedPortOption } from '../../../components/pickers';
import { FreightModeField } from '../../../components/rates';
import { transportChargesApi } from '../api/transport-charges-api';

type FormValues = ChargeFormValues & {
  transportPoints: TransportPoints;
  transportType: TransportType;
  portId: number | null;
  customPointId: number | null;
  cityId: number | null;
};

const END_FIELDS = Object.values(TRANSPORT_END_FIELD);
const FIELDS = [...CHARGE_FORM_FIELDS, 'transportPoints', 'transportType', ...END_FIELDS] as const;

const POINT_LABELS = Object.fromEntries(TRANSPORT_POINTS.map((p) => [p, TRANSPORT_POINT[p].label])) as Record<
  TransportPoints,
  string
>;

const toFormValues = (charge: TransportCharge | null): FormValues => ({
  ...toChargeFormValues(charge),
  transportPoints: charge?.transportPoints ?? 'destinationPortToFinalPlace',
  transportType: charge?.transportType ?? 'road',
  portId: charge?.portId ?? null,
  customPointId: charge?.customPointId ?? null,
  cityId: charge?.cityId ?? null,
});

type Ends = { port: PortOption | null; customPoint: PortOption | null; city: CityRef | null };

/** The charge's ends as the pickers show them, before the user searches others. */
const endsOf = (charge: TransportCharge | null): Ends => ({
  port:
    charge?.portId && charge.portKind && charge.portCode && charge.portName && charge.portCountryCode
      ? storedPortOption({
          id: charge.portId,
          type: charge.portKind,
          code: charge.portCode,
          name: charge.portName,
          countryCode: charge.portCountryCode,
        })
      : null,
  customPoint:
    charge?.customPointId && charge.customPointCode && charge.customPointName && charge.customPointCountryCode
      ? storedPortOption({
          id: charge.customPointId,
          type: 'dry',
          code: charge.customPointCode,
          name: charge.customPointName,
          countryCode: charge.customPointCountryCode,
        })
      : null,
  city:
    charge?.cityId && charge.cityName && charge.cityCountryCode
      ? { id: charge.cityId, name: charge.cityName, countryCode: charge.cityCountryCode }
      : null,
});

/**
 * Create or edit a transport charge: its Type (Point A to B) decides what Point A and Point B are
 * (a port of the freight type, a custom point, a place), and changing it clears the end it drops.
 */
export function TransportChargeFormModal(slot: RecordFormSlot<TransportCharge>) {
  const { opened, record } = slot;
  const { form, modal } = useRecordForm(slot, {
    api: transportChargesApi,
    schema: transportChargeRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const ends = endsOf(record);
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const points = form.watch('transportPoints');
  const legFields = transportEndFieldsOf(points);

  const choosePoints = (next: TransportPoints) => {
    form.setValue('transportPoints', next);
    const kept = Object.values(transportEndFieldsOf(next)) as TransportEndField[];
    for (const field of END_FIELDS) if (!kept.includes(field)) form.setValue(field, null);
  };

  const endPicker = (field: TransportEndField, label: string) => (
    <Controller
      key={field}
      control={form.control}
      name={field}
      render={({ field: input }) =>
        field === 'cityId' ? (
          <PlaceIdPicker
            label={label}
            description="A place (city)"
            withAsterisk
            stored={ends.city}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={errors.cityId?.message}
          />
        ) : (
          <PortIdPicker
            label={label}
            description={
              field === 'portId'
                ? `A ${mode === 'sea' ? 'sea port' : 'airport'}`
                : 'A custom point (dry port)'
            }
            type={field === 'portId' ? mode : 'dry'}
            withAsterisk
            stored={field === 'portId' ? ends.port : ends.customPoint}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={errors[field]?.message}
          />
        )
      }
    />
  );

  return (
    <RecordFormModal {...modal} title={record ? 'Edit transport charge' : 'New transport charge'} size="xl">
      <FreightModeField form={form} label={L.mode} onSwitch={() => form.setValue('portId', null)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={L.transportPoints}
          withAsterisk
          data={labelledOptions(TRANSPORT_POINTS, POINT_LABELS)}
          value={points}
          onChange={(event) => choosePoints(event.currentTarget.value as TransportPoints)}
          error={errors.transportPoints?.message}
        />
        <NativeSelect
          label={L.transportType}
          withAsterisk
          data={labelledOptions(TRANSPORT_TYPES, TRANSPORT_TYPE)}
          {...form.register('transportType')}
          error={errors.transportType?.message}
        />
        {endPicker(legFields.pointA, L.pointA)}
        {endPicker(legFields.pointB, L.pointB)}
      </SimpleGrid>
      <ChargeFields form={form} opened={opened} />
    </RecordFormModal>
  );
}
