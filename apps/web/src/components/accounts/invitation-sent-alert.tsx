import { Alert } from '@mantine/core';

/** Confirms that an invitation e-mail went out; nothing shows while `email` is null. */
export function InvitationSentAlert({ email, onClose }: { email: string | null; onClose: () => void }) {
  if (!email) return null;
  return (
    <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {`Invitation sent to ${email}`}
    </Alert>
  );
}
