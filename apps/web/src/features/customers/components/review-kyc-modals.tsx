import {
  type CustomerKyc,
  type KycApproveRequest,
  kycApproveRequestSchema,
  kycRejectRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { ReasonModal } from '../../../components/reason-modal';
import { useApproveKyc } from '../api/approve-customer-kyc';
import { useTierOptions } from '../api/get-tier-options';
import { useRejectKyc } from '../api/reject-customer-kyc';

export type ReviewModalProps = {
  /** The KYC under review; the modal is open while `opened`. */
  kyc: Pick<CustomerKyc, 'id' | 'version' | 'companyName' | 'email' | 'tier'>;
  opened: boolean;
  onClose: () => void;
};

const APPROVE_FIELDS = ['tierId', 'remarks'] as const;

/**
 * Approves a submitted KYC with the tier the customer starts on and remarks for the log. The copy
 * read (`version`) goes along: if someone else decided meanwhile, the server refuses.
 */
export function ApproveKycModal({ kyc, opened, onClose }: ReviewModalProps) {
  const approve = useApproveKyc();
  const tiers = useTierOptions();
  const form = useForm<KycApproveRequest>({ resolver: zodResolver(kycApproveRequestSchema) });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ expectedVersion: kyc.version, tierId: kyc.tier?.id ?? null, remarks: '' });
  }, [opened, kyc.version, kyc.tier, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await approve.mutateAsync({ id: kyc.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, APPROVE_FIELDS);
    }
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title="Approve customer" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text>
            Approve {kyc.companyName}? The customer's account is activated and {kyc.email} is e-mailed a link
            to choose a password.
          </Text>
          <Controller
            control={form.control}
            name="tierId"
            render={({ field }) => (
              <Select
                label="Tier"
                placeholder="No tier"
                clearable
                data={(tiers.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
                value={field.value == null ? null : String(field.value)}
                onChange={(next) => field.onChange(next === null ? null : Number(next))}
                error={errors.tierId?.message}
              />
            )}
          />
          <Textarea label="Remarks" rows={3} {...form.register('remarks')} error={errors.remarks?.message} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="green" loading={form.formState.isSubmitting}>
            Approve customer
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

/** Rejects a submitted KYC with a required reason, which the customer is e-mailed. */
export function RejectKycModal({ kyc, opened, onClose }: ReviewModalProps) {
  return (
    <ReasonModal
      subject={opened ? kyc : null}
      onClose={onClose}
      title="Reject customer"
      intro={(k) =>
        `Reject ${k.companyName}? The customer cannot sign in, and ${k.email} is e-mailed this reason.`
      }
      schema={kycRejectRequestSchema}
      mutation={useRejectKyc()}
      // The copy read goes along, as with approving.
      startValues={(k) => ({ expectedVersion: k.version, reason: '' })}
      submitLabel="Reject customer"
    />
  );
}
