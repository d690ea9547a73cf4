import { KYC_PUBLIC_MESSAGES, shortNameSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../components/data-table/apply-server-errors';

// An empty field asks for the forwarder's code, not for "a short name" in general.
const forwarderCodeSchema = z.strictObject({
  forwarderShortName: z.string().trim().min(1, KYC_PUBLIC_MESSAGES.forwarderRequired).pipe(shortNameSchema),
});
type ForwarderCode = z.infer<typeof forwarderCodeSchema>;

export type ForwarderCodeFormProps = {
  /** Starts the KYC at that forwarder; rejects with the server's refusal ('No approved forwarder …'). */
  onStart: (forwarderShortName: string) => Promise<unknown>;
};

/** A self-service KYC without a sales person's link: first, which forwarder it goes to. */
export function ForwarderCodeForm({ onStart }: ForwarderCodeFormProps) {
  const form = useForm<ForwarderCode>({
    resolver: zodResolver(forwarderCodeSchema),
    defaultValues: { forwarderShortName: '' },
  });

  const onSubmit = form.handleSubmit(async ({ forwarderShortName }) => {
    try {
      await onStart(forwarderShortName);
    } catch (error) {
      applyServerErrors(error, form.setError, ['forwarderShortName']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your forwarder">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Your KYC goes to the freight forwarder you work with. Enter its short name (your contact there can
          tell you).
        </Text>
        <TextInput
          label="Forwarder's short name"
          withAsterisk
          {...form.register('forwarderShortName')}
          error={form.formState.errors.forwarderShortName?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
