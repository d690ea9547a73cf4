import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HttpError, isSilentError } from '../../../lib/http';

type ToForm = { to: string };

type Outcome = { kind: 'sent' | 'failed' | 'refused'; text: string };

export type SendTestDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The recipient field's label, e.g. 'Recipient e-mail'. */
  label: string;
  placeholder: string;
  schema: z.ZodType<ToForm, ToForm>;
  /** Sends and resolves with how it went; the server answers 200 for a delivery failure too. */
  send: (
    body: ToForm,
  ) => Promise<{ item: { status: 'sent' | 'failed'; error: string | null }; message: string }>;
};

/** Asks for the recipient, sends a test message through the saved settings, shows the result. */
export function SendTestDialog({
  opened,
  onClose,
  title,
  label,
  placeholder,
  schema,
  send,
}: SendTestDialogProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ToForm>({ resolver: zodResolver(schema), defaultValues: { to: '' } });
  const { reset } = form;

  useEffect(() => {
    if (opened) {
      reset({ to: '' });
      setOutcome(null);
    }
  }, [opened, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const answer = await send(body);
      setOutcome({ kind: answer.item.status, text: answer.message });
    } catch (error) {
      if (isSilentError(error)) return;
      const fieldError =
        error instanceof HttpError ? error.body?.errors?.find((e) => e.field === 'to') : undefined;
      if (fieldError) {
        form.setError('to', { type: 'server', message: fieldError.defaultMessage }, { shouldFocus: true });
        return;
      }
      setOutcome({ kind: 'refused', text: error instanceof Error ? error.message : String(error) });
    }
  });

  const isSending = form.formState.isSubmitting;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Text size="sm" c="dimmed" mb="sm">
          The test uses the saved settings; save your changes first.
        </Text>
        <TextInput
          label={label}
          placeholder={placeholder}
          withAsterisk
          data-autofocus
          {...form.register('to')}
          error={form.formState.errors.to?.message}
        />
        {isSending ? (
          <Text size="sm" mt="sm" role="status">
            Sending…
          </Text>
        ) : null}
        {outcome?.kind === 'sent' ? (
          <Alert mt="md" color="green" title="Sent" role="status">
            {outcome.text}
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Alert mt="md" color="red" title="Not delivered" role="alert">
            {outcome.text}
          </Alert>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <Alert mt="md" color="orange" title="Cannot send yet" role="alert">
            {outcome.text}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={isSending}>
            Send
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
