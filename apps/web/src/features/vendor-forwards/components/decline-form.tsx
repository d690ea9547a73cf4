import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { placeServerErrors } from '../../../components/data-table';
import { showErrorDialog } from '../../../lib/dialogs';

/** Declining with a reason the forwarder reads (forward Rejected). */
export function DeclineForm({
  onDecline,
  onCancel,
}: {
  onDecline: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setError('Reason is required');
      return;
    }
    setSending(true);
    try {
      await onDecline(reason.trim());
    } catch (failure) {
      const placement = placeServerErrors(failure, ['reason'] as const);
      setError(placement?.fields[0]?.message ?? null);
      if (placement?.dialog) void showErrorDialog(placement.dialog.title, placement.dialog.text);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason for declining"
        withAsterisk
        rows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error}
      />
      <Group>
        <Button color="red" onClick={submit} loading={isSending}>
          Decline enquiry
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
