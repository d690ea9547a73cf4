import type { Booking } from '@fastforward/domain';
import { Alert, Checkbox, Textarea } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { CargoFields, cargoLineKindOf, PartyFields } from '../../../../components/booking';
import { RecordFormModal } from '../../../../components/company-records';
import { placeServerErrors } from '../../../../components/data-table';
import { showErrorDialog } from '../../../../lib/dialogs';
import { useRequestJobAmendment } from '../../api/job-amendments-request';
import {
  AMENDMENT_SERVER_FIELDS,
  type AmendmentFormValues,
  amendmentResolver,
  formFieldOf,
  toAmendmentRequest,
  valuesOfBooking,
} from './amendment-request-values';

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
      <CargoFields
        form={form}
        countLabel="Packages / containers"
        marksRows={2}
        lines={cargoLineKindOf(booking.cargo)}
      />
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
