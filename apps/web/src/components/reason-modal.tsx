import { Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { RecordFormModal, useRecordForm } from './company-records';

/** The form of a decision that needs a reason; other values (a version read) may travel unseen. */
export type ReasonValues = { reason: string };

export type ReasonModalProps<T extends { id: number }, V extends ReasonValues> = {
  /** What the decision is about; null while the modal is closed. */
  subject: T | null;
  onClose: () => void;
  title: string;
  /** Who learns the reason and what follows, said of the subject. */
  intro: (subject: T) => ReactNode;
  /** The domain's request schema: the reason is checked (required, length) as the server checks it. */
  schema: z.ZodType<V>;
  /** The call (a reject mutation); a refusal that names the reason is shown under the field. */
  mutation: { mutateAsync: (args: { id: number; body: V }) => Promise<unknown> };
  /** The values each time the modal opens; an empty reason unless given. */
  startValues?: (subject: T) => V;
  reasonLabel?: string;
  submitLabel?: string;
  submitColor?: string;
};

/**
 * Decides about a subject with a required reason (the reject dialogs): starts afresh on each
 * opening, closes on success and keeps the typed reason when the server refuses it.
 */
export function ReasonModal<T extends { id: number }, V extends ReasonValues>({
  subject,
  onClose,
  title,
  intro,
  schema,
  mutation,
  startValues,
  reasonLabel = 'Reason',
  submitLabel = 'Reject',
  submitColor = 'red',
}: ReasonModalProps<T, V>) {
  // TypeScript cannot see through the generic V that `reason` is one of its paths.
  const reason = 'reason' as Path<V>;
  const { form, modal } = useRecordForm<V, V, T>(
    { opened: subject !== null, record: subject, onClose },
    {
      // The form submits only while a subject is open, so the call always has the subject's id.
      api: {
        useSave: () => ({ mutateAsync: ({ id, body }) => mutation.mutateAsync({ id: id as number, body }) }),
      },
      schema,
      toFormValues: (open) => (open && startValues ? startValues(open) : ({ reason: '' } as V)),
      fieldNames: [reason],
    },
  );

  return (
    <RecordFormModal {...modal} title={title} submitLabel={submitLabel} submitColor={submitColor}>
      <Text>{subject ? intro(subject) : null}</Text>
      <Textarea
        label={reasonLabel}
        withAsterisk
        rows={4}
        data-autofocus
        {...form.register(reason)}
        error={form.getFieldState(reason, form.formState).error?.message}
      />
    </RecordFormModal>
  );
}
