import type { Booking } from '@fastforward/domain';
import { Alert, Checkbox, Paper, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { RecordFormModal } from '../../../../components/company-records';
import { placeServerErrors } from '../../../../components/data-table';
import { showErrorDialog } from '../../../../lib/dialogs';
import { useRequestJobAmendment } from '../../api/job-amendments-request';
import {
  AMENDMENT_SERVER_FIELDS,
  type AmendmentFormValues,
  amendmentResolver,
  formFieldOf,
  type PartyValues,
  toAmendmentRequest,
  valuesOfBooking,
} from './amendment-request-values';

type PartyName = 'shipper' | 'consignee' | 'notifyParty';
const PARTY_LABELS: Record<PartyName, string> = {
  shipper: 'Shipper',
  consignee: 'Consignee',
  notifyParty: 'Notify party',
};

function PartyFields({ form, party }: { form: UseFormReturn<AmendmentFormValues>; party: PartyName }) {
  const label = PARTY_LABELS[party];
  const errors = form.formState.errors[party] as
    | Partial<Record<keyof PartyValues, { message?: string }>>
    | undefined;
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={label}>
      <Title order={4} mb="xs">
        {label}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={`${label} name`}
          {...form.register(`${party}.name`)}
          error={errors?.name?.message}
        />
        <TextInput
          label={`${label} contact person`}
          {...form.register(`${party}.contact`)}
          error={errors?.contact?.message}
        />
        <TextInput
          label={`${label} e-mail`}
          {...form.register(`${party}.email`)}
          error={errors?.email?.message}
        />
        <TextInput
          label={`${label} phone`}
          {...form.register(`${party}.phone`)}
          error={errors?.phone?.message}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={`${label} address`}
        rows={2}
        {...form.register(`${party}.address`)}
        error={errors?.address?.message}
      />
    </Paper>
  );
}

/**
 * The customer's amendment request: the booking's fields prefilled from the booking; only what it
 * changes is sent, with the reason.
 */
export function AmendmentRequestModal({
  jobId,
  booking,
  opened,
  onClose,
}: {
  jobId: number;
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}) {
  const start = useMemo(() => valuesOfBooking(booking), [booking]);
  const requestAmendment = useRequestJobAmendment();
  const form = useForm<AmendmentFormValues>({ defaultValues: start, resolver: amendmentResolver(start) });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(start);
  }, [opened, start, reset]);
  const { errors, isSubmitting } = form.formState;
  const sameAsConsignee = form.watch('notifySameAsConsignee');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestAmendment.mutateAsync({ jobId, body: toAmendmentRequest(values, start) });
      onClose();
    } catch (error) {
      const placement = placeServerErrors(error, AMENDMENT_SERVER_FIELDS);
      if (!placement) return;
      for (const { field, message } of placement.fields) {
        form.setError(formFieldOf(field.split('.')) as Path<AmendmentFormValues>, {
          type: 'server',
          message,
        });
      }
      if (placement.dialog) void showErrorDialog(placement.dialog.title, placement.dialog.text);
    }
  });

  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      title="Request amendment"
      submitLabel="Send request"
      size="xl"
    >
      {errors.root?.message ? (
        <Alert color="red" role="alert">
          {errors.root.message}
        </Alert>
      ) : null}
      <PartyFields form={form} party="shipper" />
      <PartyFields form={form} party="consignee" />
      <Checkbox
        label="Notify party is the same as the consignee"
        {...form.register('notifySameAsConsignee')}
      />
      {sameAsConsignee ? null : <PartyFields form={form} party="notifyParty" />}
      {errors.notifyParty?.message ? (
        <Alert color="red" role="alert">
          {errors.notifyParty.message}
        </Alert>
      ) : null}
      <Paper withBorder p="sm" component="fieldset" aria-label="Cargo">
        <Title order={4} mb="xs">
          Cargo
        </Title>
        <Textarea
          label="Cargo description"
          rows={2}
          {...form.register('cargo.description')}
          error={errors.cargo?.description?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          <TextInput
            label="HS code"
            {...form.register('cargo.hsCode')}
            error={errors.cargo?.hsCode?.message}
          />
          <TextInput
            label="Packages / containers"
            inputMode="numeric"
            {...form.register('cargo.packageCount')}
            error={errors.cargo?.packageCount?.message}
          />
          <TextInput
            label="Gross weight (kg)"
            inputMode="decimal"
            {...form.register('cargo.grossWeightKg')}
            error={errors.cargo?.grossWeightKg?.message}
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label="Marks and numbers"
          rows={2}
          {...form.register('cargo.marks')}
          error={errors.cargo?.marks?.message}
        />
      </Paper>
      <Textarea label="Remarks" rows={2} {...form.register('remarks')} error={errors.remarks?.message} />
      <Textarea
        label="Reason for the change"
        withAsterisk
        rows={2}
        {...form.register('reason')}
        error={errors.reason?.message}
      />
    </RecordFormModal>
  );
}
