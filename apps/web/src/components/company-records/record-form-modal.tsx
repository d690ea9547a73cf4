import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../data-table';

/** What a records page hands its form: which record (null: a new one), whether it shows, how to close. */
export type RecordFormSlot<T> = { opened: boolean; record: T | null; onClose: () => void };

export type RecordFormOptions<V extends FieldValues, B, T> = {
  /** The kind's calls (createRecordsApi): the form saves through `useSave`. */
  api: { useSave: () => { mutateAsync: (args: { id?: number; body: B }) => Promise<unknown> } };
  /** The request schema: it validates the form's values (V) as it validates the call, giving B. */
  schema: z.ZodType<B>;
  /** The form's values for a record (null: a new one). */
  toFormValues: (record: T | null) => V;
  /** The fields a server error may name; any other error gets the error dialog. */
  fieldNames: readonly Path<V>[];
};

/**
 * The form of one company record: starts from the record (or empty) each time the modal opens,
 * saves through the request schema, closes on success and shows the server's field errors where
 * they belong. Spread `modal` on RecordFormModal.
 */
export function useRecordForm<V extends FieldValues, B, T extends { id: number }>(
  { opened, record, onClose }: RecordFormSlot<T>,
  options: RecordFormOptions<V, B, T>,
) {
  const save = options.api.useSave();
  return useModalForm({
    opened,
    onClose,
    schema: options.schema,
    emptyValues: options.toFormValues(null),
    startValues: () => options.toFormValues(record),
    startKey: record,
    fieldNames: options.fieldNames,
    save: (body) => save.mutateAsync({ id: record?.id, body }),
  });
}

export type ModalFormOptions<V extends FieldValues, B, R> = {
  opened: boolean;
  onClose: () => void;
  /** The request schema: it validates the form's values (V) as it validates the call, giving B. */
  schema: z.ZodType<B>;
  /** The values before the modal first opens. */
  emptyValues?: V;
  /** The values each time the modal opens, or `startKey` changes while it shows. */
  startValues: () => V;
  startKey?: unknown;
  /** The fields a server error may name; any other error gets the error dialog. */
  fieldNames: readonly Path<V>[];
  save: (body: B) => Promise<R>;
  /** After the modal closed on success: where to go with what was saved. */
  onSaved?: (saved: R) => void;
};

/**
 * A form in a modal: starts afresh each time the modal opens, validates with the request schema,
 * closes on success and shows the server's field errors where they belong. Spread `modal` on
 * RecordFormModal.
 */
export function useModalForm<V extends FieldValues, B, R = unknown>(options: ModalFormOptions<V, B, R>) {
  const { opened, onClose, startKey } = options;
  const form = useForm<V, unknown, B>({
    // The resolver hands the schema's output (B) to the submit handler.
    resolver: zodResolver(options.schema as never) as unknown as Resolver<V, unknown, B>,
    defaultValues: options.emptyValues as DefaultValues<V> | undefined,
  });
  const { reset } = form;
  // The latest mapping, so a caller's inline function does not reset the form on every render.
  const startValues = useRef(options.startValues);
  startValues.current = options.startValues;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the values come from startKey's record; a new one starts the form again.
  useEffect(() => {
    if (opened) reset(startValues.current());
  }, [opened, startKey, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await options.save(body);
      onClose();
      options.onSaved?.(saved);
    } catch (error) {
      applyServerErrors(error, form.setError, options.fieldNames);
    }
  });

  return { form, modal: { opened, onClose, onSubmit, isSubmitting: form.formState.isSubmitting } };
}

export type RecordFormModalProps = {
  opened: boolean;
  onClose: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  title: string;
  size?: ModalProps['size'];
  /** The submit button's name (default Save) and colour (default the theme's; red for a rejection). */
  submitLabel?: string;
  submitColor?: string;
  children: ReactNode;
};

/** The modal around a record form, with Cancel and Save (or the action it takes). */
export function RecordFormModal({
  opened,
  onClose,
  title,
  onSubmit,
  isSubmitting,
  size,
  submitLabel = 'Save',
  submitColor,
  children,
}: RecordFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>{children}</Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color={submitColor} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
