import { type TermsVersionRequest, termsVersionRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { DraftFormFooter, VersionTextFields } from '../../../components/versions';
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

  return (
    <Modal opened={opened} onClose={onClose} title="New version" size="xl" centered>
      <form onSubmit={onSubmit} noValidate>
        <VersionTextFields form={form} bodyLabel="Terms text" />
        <DraftFormFooter
          note="The new version is saved as a draft; nobody is asked to accept it until it is activated."
          isSubmitting={form.formState.isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
