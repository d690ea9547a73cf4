import { COMMODITY_TYPE, type FreightType } from '@fastforward/domain';
import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  Controller,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { CityRecordPicker, PortPicker, ShippingLinePicker } from '../pickers';
import type { CityField, PlaceRecordsState, PortField } from './place-records';
import { RouteLegsField } from './route-legs-field';
import { cargoFor, type ShipmentFieldValues, shipmentFormOf } from './shipment-values';

const MODES: { value: FreightType; label: string }[] = [
  { value: 'sea', label: 'Sea' },
  { value: 'air', label: 'Air' },
];

const COMMODITIES = Object.entries(COMMODITY_TYPE).map(([value, label]) => ({ value, label }));

type ShipmentProps<V extends FieldValues, B> = { form: UseFormReturn<V, unknown, B> };

/**
 * The mode; switching it empties what belongs to one mode (an airport is no sea port, a container
 * no package), and the form's own mode-bound fields through `onSwitch` (its line).
 */
export function ShipmentModeField<V extends FieldValues, B>({
  form: anyForm,
  withLoadType = false,
  onSwitch,
}: ShipmentProps<V, B> & {
  /** The enquiry's sea load type (FCL, LCL): a switch to sea starts on FCL. */
  withLoadType?: boolean;
  onSwitch?: (mode: FreightType) => void;
}) {
  const form = shipmentFormOf(anyForm);
  const mode = useWatch({ control: form.control, name: 'mode' });
  const changeMode = (next: FreightType) => {
    if (next === mode) return;
    form.setValue('mode', next);
    form.setValue('originPortId', undefined as unknown as number);
    form.setValue('destinationPortId', undefined as unknown as number);
    const loadType = next === 'sea' ? 'FCL' : null;
    if (withLoadType) form.setValue('loadType', loadType);
    const cargo = cargoFor(next, loadType);
    form.setValue('containers', cargo.containers);
    form.setValue('packages', cargo.packages);
    onSwitch?.(next);
    form.clearErrors();
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Mode
      </Text>
      <SegmentedControl
        aria-label="Mode"
        data={MODES}
        value={mode}
        onChange={(value) => changeMode(value as FreightType)}
      />
    </Stack>
  );
}

type PlacesProps<V extends FieldValues, B> = ShipmentProps<V, B> & { places: PlaceRecordsState };

/** A port id field: the picker shows the chosen (or given) record's label. */
function PortIdField({
  form,
  name,
  label,
  type,
  places: { places, choose },
  required = true,
}: {
  form: ReturnType<typeof shipmentFormOf>;
  name: PortField;
  label: string;
  type: 'sea' | 'air' | 'dry';
  places: PlaceRecordsState;
  required?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <PortPicker
          key={`${name}-${type}`}
          label={label}
          withAsterisk={required}
          type={type}
          value={places[name]?.id === field.value ? (places[name] ?? null) : null}
          onChange={(port) => {
            choose(name, port);
            field.onChange(port?.id ?? null);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function CityIdField({
  form,
  name,
  label,
  places: { places, choose },
}: {
  form: ReturnType<typeof shipmentFormOf>;
  name: CityField;
  label: string;
  places: PlaceRecordsState;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CityRecordPicker
          label={label}
          withAsterisk
          placeholder="Type a city name"
          value={places[name]?.id === field.value ? (places[name] ?? null) : null}
          onChange={(city) => {
            choose(name, city);
            field.onChange(city?.id ?? null);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The origin and destination port (airport by air) of the lane. */
export function LanePortFields<V extends FieldValues, B>({ form: anyForm, places }: PlacesProps<V, B>) {
  const form = shipmentFormOf(anyForm);
  const mode = useWatch({ control: form.control, name: 'mode' });
  const word = mode === 'air' ? 'airport' : 'port';
  return (
    <>
      <PortIdField form={form} name="originPortId" label={`Origin ${word}`} type={mode} places={places} />
      <PortIdField
        form={form}
        name="destinationPortId"
        label={`Destination ${word}`}
        type={mode}
        places={places}
      />
    </>
  );
}

/** Whether the selected legs reach a place beyond the ports. */
const reachesPlaces = (legs: ShipmentFieldValues['legs']) =>
  legs.originPickupPoint ||
  legs.originCustomPoint ||
  legs.destinationCustomPoint ||
  legs.destinationFinalPoint;

/**
 * The places the selected legs reach beyond the ports: a pickup city, dry ports, a final city;
 * `extra` adds the form's own fields of a leg (the enquiry's pickup and delivery addresses).
 */
export function LegPlaceFields<V extends FieldValues, B>({
  form: anyForm,
  places,
  pickupExtra,
  deliveryExtra,
}: PlacesProps<V, B> & { pickupExtra?: ReactNode; deliveryExtra?: ReactNode }) {
  const form = shipmentFormOf(anyForm);
  const legs = useWatch({ control: form.control, name: 'legs' });
  if (!reachesPlaces(legs)) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {legs.originPickupPoint ? (
        <>
          <CityIdField form={form} name="originPlaceId" label="Pickup place" places={places} />
          {pickupExtra}
        </>
      ) : null}
      {legs.originCustomPoint ? (
        <PortIdField
          form={form}
          name="originCustomPointId"
          label="Origin custom point (dry port)"
          type="dry"
          places={places}
        />
      ) : null}
      {legs.destinationCustomPoint ? (
        <PortIdField
          form={form}
          name="destinationCustomPointId"
          label="Destination custom point (dry port)"
          type="dry"
          places={places}
        />
      ) : null}
      {legs.destinationFinalPoint ? (
        <>
          <CityIdField form={form} name="finalPlaceId" label="Final place of delivery" places={places} />
          {deliveryExtra}
        </>
      ) : null}
    </SimpleGrid>
  );
}

/** The commodity type; the enquiry adds the hazardous and reefer details beside it. */
export function CommodityTypeField<V extends FieldValues, B>({ form: anyForm }: ShipmentProps<V, B>) {
  const form = shipmentFormOf(anyForm);
  return (
    <Controller
      control={form.control}
      name="commodityType"
      render={({ field, fieldState }) => (
        <Select
          label="Commodity type"
          withAsterisk
          data={COMMODITIES}
          allowDeselect={false}
          value={field.value ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The shipping line (the airline by air) of the shipment's mode, any when empty. Each form names
 * its own field and label (the Rate Wizard prices a line, the enquiry prefers one); keyed by the
 * mode so a switch does not keep the other mode's search.
 */
export function ShipmentLineField<V extends FieldValues, B>({
  form,
  name,
  label,
}: ShipmentProps<V, B> & {
  name: FieldPathByValue<V, number | null | undefined>;
  label: (mode: FreightType) => string;
}) {
  const mode = useWatch({ control: shipmentFormOf(form).control, name: 'mode' });
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ShippingLinePicker
          key={`line-${mode}`}
          label={label(mode)}
          placeholder="Any"
          clearable
          shippingMode={mode}
          value={field.value ? String(field.value) : null}
          onChange={(id) => field.onChange(id ? Number(id) : null)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The route legs, cascading by the SPEC rules; the places they reach are `LegPlaceFields`. */
export function RouteLegsFormField<V extends FieldValues, B>({ form: anyForm }: ShipmentProps<V, B>) {
  const form = shipmentFormOf(anyForm);
  return (
    <Controller
      control={form.control}
      name="legs"
      render={({ field, fieldState }) => (
        <RouteLegsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
