import {
  TERMS_BODY_MAX_LENGTH,
  type TermsVersionRequest,
  termsVersionRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useCreateTermsVersion } from '../api/create-terms-version';
import type { TermsScope } from '../api/get-terms-versions';

export type TermsVersionFormModalProps = {
  opened: boolean;
  scope: TermsScope;
  /** Text to start from, e.g. the active version's, so a new version is an edit of the old. */
  initial?: TermsVersionRequest;
  onClose: () => void;
};

const EMPTY: TermsVersionRequest = { title: '', body: '' };

/** Writes a new version; it starts as a draft. The server's schema validates the form too. */
export function TermsVersionFormModal({ opened, scope, initial, onClose }: TermsVersionFormModalProps) {
  const create = useCreateTermsVersion();
  const form = useForm<TermsVersionRequest>({
    resolver: zodResolver(termsVersionRequestSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset(initial ?? EMPTY);
  }, [opened, initial, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ scope, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['title', 'body']);
    }
  });

  const length = form.watch('body')?.length ?? 0;

  return (
    <Modal opened={opened} onClose={onClose} title="New version" size="xl" centered>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Title"
          withAsterisk
          data-autofocus
          {...form.register('title')}
          error={form.formState.errors.title?.message}
        />
        <Textarea
          label="Terms text"
          withAsterisk
          mt="md"
          rows={14}
          resize="vertical"
          {...form.register('body')}
          error={form.formState.errors.body?.message}
        />
        <Text size="xs" c="dimmed" ta="right" mt={4}>
          {length.toLocaleString('en-US')} / {TERMS_BODY_MAX_LENGTH.toLocaleString('en-US')} characters
        </Text>
        <Text size="sm" c="dimmed" mt="sm">
          The new version is saved as a draft; nobody is asked to accept it until it is activated.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save draft
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
