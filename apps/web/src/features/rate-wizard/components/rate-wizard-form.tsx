import type { RateWizardCustomer } from '@fastforward/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { BaseSyntheticEvent } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CustomerPicker } from '../../../components/pickers';
import {
  CommodityTypeField,
  ContainerLines,
  LanePortFields,
  LegPlaceFields,
  PackageLines,
  type PlaceRecordsState,
  RouteLegsFormField,
  ShipmentLineField,
  ShipmentModeField,
} from '../../../components/shipment';
import type { RateWizardFormValues } from './form-values';

type RateWizardFormProps = {
  form: UseFormReturn<RateWizardFormValues>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isPricing: boolean;
  /** The customer chosen, and the ports and places: an enquiry made from an option shows them too. */
  customer: RateWizardCustomer | null;
  onCustomerChange: (customer: RateWizardCustomer | null) => void;
  places: PlaceRecordsState;
};

/** The lane, date, cargo and route legs to price for one customer. */
export function RateWizardForm({
  form,
  onSubmit,
  isPricing,
  customer,
  onCustomerChange,
  places,
}: RateWizardFormProps) {
  const { control, formState } = form;
  const { errors } = formState;
  const mode = useWatch({ control, name: 'mode' });

  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label="Rate enquiry">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Controller
            control={control}
            name="customerKycId"
            render={({ field }) => (
              <CustomerPicker
                label="Customer"
                withAsterisk
                placeholder="Search a customer"
                value={customer && customer.id === field.value ? customer : null}
                onChange={(chosen) => {
                  onCustomerChange(chosen);
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
          <ShipmentModeField form={form} onSwitch={() => form.setValue('shippingCompanyId', null)} />
          <TextInput
            type="date"
            label="Cargo ready date"
            withAsterisk
            {...form.register('date')}
            error={errors.date?.message}
          />
          <LanePortFields form={form} places={places} />
          <CommodityTypeField form={form} />
          <ShipmentLineField
            form={form}
            name="shippingCompanyId"
            label={(mode) => (mode === 'air' ? 'Airline' : 'Shipping line')}
          />
        </SimpleGrid>

        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {mode === 'air' ? 'Packages' : 'Containers'}
          </Text>
          {mode === 'air' ? <PackageLines form={form} mode="air" /> : <ContainerLines form={form} />}
        </Stack>

        <RouteLegsFormField form={form} />
        <LegPlaceFields form={form} places={places} />

        <Group justify="flex-end">
          <Button type="submit" loading={isPricing}>
            Price
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
