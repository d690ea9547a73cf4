import {
  type CompanyApproval,
  type CompanyRejectRequest,
  companyRejectRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useRejectCompany } from '../api/review-company';

export type RejectCompanyModalProps = {
  /** The company to reject; null when closed. */
  company: CompanyApproval | null;
  onClose: () => void;
};

/** Rejects a company with a required reason, which its administrator is e-mailed. */
export function RejectCompanyModal({ company, onClose }: RejectCompanyModalProps) {
  const reject = useRejectCompany();
  const form = useForm<CompanyRejectRequest>({
    resolver: zodResolver(companyRejectRequestSchema),
    defaultValues: { reason: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (company) reset({ reason: company.rejectionReason ?? '' });
  }, [company, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    if (!company) return;
    try {
      await reject.mutateAsync({ id: company.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['reason']);
    }
  });

  return (
    <Modal opened={company !== null} onClose={onClose} title="Reject company" centered>
      <form onSubmit={onSubmit} noValidate>
        <Text mb="sm">
          {company ? `The administrator of ${company.name} is e-mailed this reason.` : null}
        </Text>
        <Textarea
          label="Reason"
          withAsterisk
          rows={4}
          data-autofocus
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={form.formState.isSubmitting}>
            Reject
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
