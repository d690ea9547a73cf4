import { COMMODITY_TYPE, type FreightType, type RateWizardCustomer } from '@fastforward/domain';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type BaseSyntheticEvent, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { PlaceIdPicker, PortIdPicker, ShippingLinePicker } from '../../../components/pickers';
import { ContainerLines } from './container-lines';
import { CustomerSelect } from './customer-select';
import { cargoFor, type RateWizardFormValues } from './form-values';
import { PackageLines } from './package-lines';
import { RouteLegsField } from './route-legs-field';

const MODES: { value: FreightType; label: string }[] = [
  { value: 'sea', label: 'Sea' },
  { value: 'air', label: 'Air' },
];

const COMMODITIES = Object.entries(COMMODITY_TYPE).map(([value, label]) => ({ value, label }));

type RateWizardFormProps = {
  form: UseFormReturn<RateWizardFormValues>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isPricing: boolean;
};

/** The lane, date, cargo and route legs to price for one customer. */
export function RateWizardForm({ form, onSubmit, isPricing }: RateWizardFormProps) {
  const { control, formState } = form;
  const { errors } = formState;
  const [customer, setCustomer] = useState<RateWizardCustomer | null>(null);
  const mode = useWatch({ control, name: 'mode' });
  const legs = useWatch({ control, name: 'legs' });

  const changeMode = (next: FreightType) => {
    if (next === mode) return;
    // Ports, lines and cargo belong to one mode: an airport is no sea port, a container no package.
    form.setValue('mode', next);
    form.setValue('originPortId', undefined as unknown as number);
    form.setValue('destinationPortId', undefined as unknown as number);
    form.setValue('shippingCompanyId', null);
    const cargo = cargoFor(next);
    form.setValue('containers', cargo.containers);
    form.setValue('packages', cargo.packages);
    form.clearErrors();
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label="Rate enquiry">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Controller
            control={control}
            name="customerKycId"
            render={({ field }) => (
              <CustomerSelect
                label="Customer"
                withAsterisk
                placeholder="Search a customer"
                value={customer && customer.id === field.value ? customer : null}
                onChange={(chosen) => {
                  setCustomer(chosen);
                  field.onChange(chosen?.id ?? undefined);
                }}
                onBlur={field.onBlur}
                description={
                  customer ? `Tier: ${customer.tier?.name ?? 'none (sell rates only)'}` : undefined
                }
                error={errors.customerKycId?.message}
              />
            )}
          />
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
          <TextInput
            type="date"
            label="Cargo ready date"
            withAsterisk
            {...form.register('date')}
            error={errors.date?.message}
          />
          <Controller
            control={control}
            name="originPortId"
            render={({ field }) => (
              <PortIdPicker
                key={`origin-${mode}`}
                label={mode === 'air' ? 'Origin airport' : 'Origin port'}
                withAsterisk
                type={mode}
                value={field.value}
                onChange={(id) => field.onChange(id ?? undefined)}
                onBlur={field.onBlur}
                error={errors.originPortId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="destinationPortId"
            render={({ field }) => (
              <PortIdPicker
                key={`destination-${mode}`}
                label={mode === 'air' ? 'Destination airport' : 'Destination port'}
                withAsterisk
                type={mode}
                value={field.value}
                onChange={(id) => field.onChange(id ?? undefined)}
                onBlur={field.onBlur}
                error={errors.destinationPortId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="commodityType"
            render={({ field }) => (
              <Select
                label="Commodity type"
                withAsterisk
                data={COMMODITIES}
                allowDeselect={false}
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.commodityType?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="shippingCompanyId"
            render={({ field }) => (
              <ShippingLinePicker
                key={`line-${mode}`}
                label={mode === 'air' ? 'Airline' : 'Shipping line'}
                placeholder="Any"
                clearable
                shippingMode={mode}
                value={field.value ? String(field.value) : null}
                onChange={(id) => field.onChange(id ? Number(id) : null)}
                error={errors.shippingCompanyId?.message}
              />
            )}
          />
        </SimpleGrid>

        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {mode === 'air' ? 'Packages' : 'Containers'}
          </Text>
          {mode === 'air' ? <PackageLines form={form} /> : <ContainerLines form={form} />}
        </Stack>

        <Controller
          control={control}
          name="legs"
          render={({ field }) => (
            <RouteLegsField value={field.value} onChange={field.onChange} error={errors.legs?.message} />
          )}
        />
        <LegPlaces form={form} legs={legs} />

        <Group justify="flex-end">
          <Button type="submit" loading={isPricing}>
            Price
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The places the selected legs reach beyond the ports: a pickup city, dry ports, a final city. */
function LegPlaces({
  form,
  legs,
}: {
  form: UseFormReturn<RateWizardFormValues>;
  legs: RateWizardFormValues['legs'];
}) {
  const { errors } = form.formState;
  const dryPort = (name: 'originCustomPointId' | 'destinationCustomPointId', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PortIdPicker
          label={label}
          withAsterisk
          type="dry"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const place = (name: 'originPlaceId' | 'finalPlaceId', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PlaceIdPicker
          label={label}
          withAsterisk
          placeholder="Type a city name"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  if (
    !(
      legs.originPickupPoint ||
      legs.originCustomPoint ||
      legs.destinationCustomPoint ||
      legs.destinationFinalPoint
    )
  )
    return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {legs.originPickupPoint ? place('originPlaceId', 'Pickup place') : null}
      {legs.originCustomPoint ? dryPort('originCustomPointId', 'Origin custom point (dry port)') : null}
      {legs.destinationCustomPoint
        ? dryPort('destinationCustomPointId', 'Destination custom point (dry port)')
        : null}
      {legs.destinationFinalPoint ? place('finalPlaceId', 'Final place of delivery') : null}
    </SimpleGrid>
  );
}
