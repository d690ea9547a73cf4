import { type PlatformAdminInviteRequest, platformAdminInviteRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AccountIdentityFields } from '../../../components/accounts';
import { applyServerErrors } from '../../../components/data-table';
import { useInvitePlatformAdmin } from '../api/invite-platform-admin';

export type InvitePlatformAdminModalProps = {
  opened: boolean;
  onClose: () => void;
  /** After the invitation went out, with the address it went to. */
  onInvited: (email: string) => void;
};

const FIELDS = ['username', 'fullName', 'email'] as const;
const EMPTY: PlatformAdminInviteRequest = { username: '', fullName: '', email: '' };

/** Invites a platform administrator, who chooses a password through the e-mailed first-login link. */
export function InvitePlatformAdminModal({ opened, onClose, onInvited }: InvitePlatformAdminModalProps) {
  const invite = useInvitePlatformAdmin();
  const form = useForm<PlatformAdminInviteRequest>({
    resolver: zodResolver(platformAdminInviteRequestSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset(EMPTY);
  }, [opened, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const created = await invite.mutateAsync(body);
      onInvited(created.email);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Invite platform administrator" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            A platform administrator approves companies and writes the platform terms, licence agreements and
            disclaimers. The invitation e-mail carries a link to choose a password; it works once, for a week.
          </Text>
          <AccountIdentityFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
