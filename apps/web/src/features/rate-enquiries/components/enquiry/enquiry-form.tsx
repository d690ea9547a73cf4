import {
  type Enquiry,
  type EnquiryRequest,
  enquiryRequestSchema,
  LOAD_TYPE,
  LOAD_TYPES,
  type LoadType,
  SET_TEMPERATURE_MAX_C,
  SET_TEMPERATURE_MIN_C,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../../components/data-table';
import { IncotermPicker } from '../../../../components/pickers';
import {
  CommodityTypeField,
  ContainerLines,
  cargoFor,
  type EnquiryDraft,
  LanePortFields,
  LegPlaceFields,
  PackageLines,
  type PlaceRecords,
  RouteLegsFormField,
  ShipmentLineField,
  ShipmentModeField,
  usePlaceRecords,
  usesContainers,
} from '../../../../components/shipment';
import { showErrorDialog } from '../../../../lib/dialogs';
import { useDgClasses } from '../../../../lib/reference-data';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { uploadEnquiryFile } from '../../api/upload-enquiry-file';
import { AttachmentPicker } from './attachment-picker';
import {
  type EnquiryFormValues,
  enquiryFieldNames,
  initialEnquiryValues,
  toEnquiryRequest,
} from './enquiry-form-values';

// The codes fit the control; the full names are the options' titles.
const LOAD_TYPE_OPTIONS = LOAD_TYPES.map((value) => ({
  value,
  label: <span title={LOAD_TYPE[value]}>{value}</span>,
}));

export type EnquiryFormProps = {
  door: EnquiryDoor;
  /** What the form opens with (the Rate Wizard's request), and the records of its ports and places. */
  draft?: EnquiryDraft['values'];
  places?: PlaceRecords;
  /** Above the fields: sales' customer. */
  header?: ReactNode;
  /** Sends the enquiry; null when the page refused to send it (it shows why); rejects with the server's refusal. */
  create: (request: EnquiryRequest) => Promise<Enquiry | null>;
  /** After the enquiry and its attachments are sent. */
  onCreated: (enquiry: Enquiry) => void;
};

/**
 * Every field of an enquiry (PRODUCT §2.1), checked by the domain schema as the API checks it, the
 * server's refusals under the fields they name; attachments go to the file store once it exists.
 */
export function EnquiryForm({
  door,
  draft,
  places: initialPlaces,
  header,
  create,
  onCreated,
}: EnquiryFormProps) {
  const form = useForm<EnquiryFormValues, unknown, EnquiryRequest>({
    resolver: zodResolver(enquiryRequestSchema),
    defaultValues: initialEnquiryValues(draft),
  });
  const places = usePlaceRecords(initialPlaces);
  const [attachments, setAttachments] = useState<File[]>([]);
  const { control, formState } = form;
  const { errors } = formState;
  const mode = useWatch({ control, name: 'mode' });
  const loadType = useWatch({ control, name: 'loadType' });
  const commodityType = useWatch({ control, name: 'commodityType' });

  const changeLoadType = (next: LoadType) => {
    if (next === loadType) return;
    form.setValue('loadType', next);
    const cargo = cargoFor('sea', next);
    form.setValue('containers', cargo.containers);
    form.setValue('packages', cargo.packages);
    form.clearErrors(['containers', 'packages', 'loadType']);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const request = toEnquiryRequest(values);
    let created: Enquiry | null;
    try {
      created = await create(request);
    } catch (error) {
      applyServerErrors(error, form.setError, enquiryFieldNames(request));
      return;
    }
    if (!created) return;
    const failed: string[] = [];
    for (const file of attachments) {
      try {
        await uploadEnquiryFile({ door, id: created.id, file, fileType: 'OTHER' });
      } catch {
        failed.push(file.name);
      }
    }
    if (failed.length > 0) {
      void showErrorDialog(
        'Attachments not saved',
        `Enquiry ${created.reference} was sent, but these files were not attached: ${failed.join(', ')}. Attach them on the enquiry's page.`,
      );
    }
    onCreated(created);
  });

  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label="Enquiry">
      <Stack>
        {header}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <ShipmentModeField
            form={form}
            withLoadType
            onSwitch={() => form.setValue('preferredLineId', null)}
          />
          {mode === 'sea' ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Load type
              </Text>
              <SegmentedControl
                aria-label="Load type"
                data={LOAD_TYPE_OPTIONS}
                value={loadType ?? 'FCL'}
                onChange={(value) => changeLoadType(value as LoadType)}
              />
              {errors.loadType ? (
                <Text c="red" size="sm">
                  {errors.loadType.message}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <TextInput
            type="date"
            label="Cargo ready date"
            withAsterisk
            {...form.register('cargoReadyDate')}
            error={errors.cargoReadyDate?.message}
          />
          <LanePortFields form={form} places={places} />
          <Controller
            control={control}
            name="incotermCode"
            render={({ field }) => (
              <IncotermPicker
                label="Incoterm"
                placeholder="None"
                clearable
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.incotermCode?.message}
              />
            )}
          />
          <ShipmentLineField
            form={form}
            name="preferredLineId"
            label={(mode) => (mode === 'air' ? 'Preferred airline' : 'Preferred shipping line')}
          />
        </SimpleGrid>

        <CommodityFields form={form} commodityType={commodityType} />

        <Stack gap={4}>
          <Title order={2} size="h5">
            {usesContainers(mode, loadType) ? 'Containers' : 'Packages'}
          </Title>
          {usesContainers(mode, loadType) ? (
            <ContainerLines form={form} />
          ) : (
            <PackageLines form={form} mode={mode} withPackageType />
          )}
        </Stack>

        <RouteLegsFormField form={form} />
        <LegPlaceFields
          form={form}
          places={places}
          pickupExtra={
            <TextInput
              label="Pickup address"
              withAsterisk
              {...form.register('originPickupAddress')}
              error={errors.originPickupAddress?.message}
            />
          }
          deliveryExtra={
            <TextInput
              label="Delivery address"
              {...form.register('finalDeliveryAddress')}
              error={errors.finalDeliveryAddress?.message}
            />
          }
        />

        <Textarea label="Remarks" rows={3} {...form.register('remarks')} error={errors.remarks?.message} />
        <AttachmentPicker files={attachments} onChange={setAttachments} />

        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Send enquiry
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The commodity type, with the DG class and UN number of hazardous cargo, the set temperature of a reefer. */
function CommodityFields({
  form,
  commodityType,
}: {
  form: UseFormReturn<EnquiryFormValues, unknown, EnquiryRequest>;
  commodityType: EnquiryFormValues['commodityType'];
}) {
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <CommodityTypeField form={form} />
      {commodityType === 'HZMT' ? (
        <>
          <Controller
            control={form.control}
            name="dgClassCode"
            render={({ field }) => (
              <DgClassSelect
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.dgClassCode?.message}
              />
            )}
          />
          <TextInput
            label="UN number"
            withAsterisk
            placeholder="1203"
            {...form.register('unNumber')}
            error={errors.unNumber?.message}
          />
        </>
      ) : null}
      {commodityType === 'TEMP' ? (
        <TextInput
          type="number"
          label="Set temperature (°C)"
          withAsterisk
          step="any"
          min={SET_TEMPERATURE_MIN_C}
          max={SET_TEMPERATURE_MAX_C}
          {...form.register('setTemperatureC', {
            // Empty is no temperature (the schema asks for one), not NaN.
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
          error={errors.setTemperatureC?.message}
        />
      ) : null}
    </SimpleGrid>
  );
}

function DgClassSelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
  error: string | undefined;
}) {
  const classes = useDgClasses();
  return (
    <Select
      label="DG class"
      withAsterisk
      searchable
      data={classes.items.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
