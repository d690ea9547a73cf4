import { type KycInviteRequest, kycInviteRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { SalesPersonSelect } from '../../../components/pickers';
import { getLoggedInUserId } from '../../../lib/session';
import { useInviteCustomer } from '../api/invite-customer';

const FIELDS = ['email', 'companyName', 'salesPersonId'] as const;

export type InviteCustomerModalProps = {
  opened: boolean;
  onClose: () => void;
  /** After the invitation went out, with the address it went to. */
  onInvited: (email: string) => void;
};

/** Invites a customer by e-mail: the link to the KYC form goes to the contact, the sales person is named. */
export function InviteCustomerModal({ opened, onClose, onInvited }: InviteCustomerModalProps) {
  const invite = useInviteCustomer();
  const form = useForm<KycInviteRequest>({ resolver: zodResolver(kycInviteRequestSchema) });
  const { reset } = form;

  useEffect(() => {
    if (!opened) return;
    const me = getLoggedInUserId();
    // The one inviting looks after the customer unless another is chosen.
    reset({ email: '', companyName: '', ...(Number.isInteger(me) ? { salesPersonId: me } : {}) });
  }, [opened, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await invite.mutateAsync(values);
      onInvited(created.email);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title="Invite customer" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Contact e-mail"
            type="email"
            withAsterisk
            data-autofocus
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextInput
            label="Company name"
            withAsterisk
            {...form.register('companyName')}
            error={errors.companyName?.message}
          />
          <Controller
            control={form.control}
            name="salesPersonId"
            render={({ field }) => (
              <SalesPersonSelect
                withAsterisk
                value={field.value}
                onChange={(id) => field.onChange(id ?? undefined)}
                onBlur={field.onBlur}
                error={errors.salesPersonId?.message}
              />
            )}
          />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Send invitation
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
