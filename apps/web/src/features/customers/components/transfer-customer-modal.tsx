import {
  type CustomerKycSummary,
  type KycTransferRequest,
  kycTransferRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { SalesPersonSelect } from '../../../components/pickers';
import { useTransferCustomer } from '../api/transfer-customer';

const FIELDS = ['salesPersonId', 'remarks'] as const;

export type TransferCustomerModalProps = {
  /** The customer to hand over; null when closed. */
  kyc: Pick<CustomerKycSummary, 'id' | 'companyName' | 'salesPerson'> | null;
  onClose: () => void;
};

/** Hands a customer to another sales person; the approve log records from whom to whom. */
export function TransferCustomerModal({ kyc, onClose }: TransferCustomerModalProps) {
  const transfer = useTransferCustomer();
  const form = useForm<KycTransferRequest>({ resolver: zodResolver(kycTransferRequestSchema) });
  const { reset } = form;

  useEffect(() => {
    if (kyc) reset({ remarks: '' });
  }, [kyc, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    if (!kyc) return;
    try {
      await transfer.mutateAsync({ id: kyc.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  const { errors } = form.formState;

  return (
    <Modal opened={kyc !== null} onClose={onClose} title="Transfer customer" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text>
            {kyc
              ? `${kyc.companyName} is looked after by ${kyc.salesPerson?.fullName ?? 'nobody yet'}.`
              : null}
          </Text>
          <Controller
            control={form.control}
            name="salesPersonId"
            render={({ field }) => (
              <SalesPersonSelect
                label="New sales person"
                withAsterisk
                excludeId={kyc?.salesPerson?.id}
                value={field.value}
                onChange={(id) => field.onChange(id ?? undefined)}
                onBlur={field.onBlur}
                error={errors.salesPersonId?.message}
              />
            )}
          />
          <Textarea label="Remarks" rows={3} {...form.register('remarks')} error={errors.remarks?.message} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Transfer
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
