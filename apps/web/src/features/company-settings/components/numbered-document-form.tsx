import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type Path, type Resolver } from 'react-hook-form';
import { SavedNotice } from '../../../components/settings-frame';
import { useSaveForm } from '../../../components/use-save-form';

export type NumberedDocumentFormProps<V extends FieldValues> = {
  /** The stored settings; the API answers exactly the request's fields, so they are the form values. */
  settings: V;
  resolver: Resolver<V>;
  save: (values: V) => Promise<V>;
  /** The fields a server error may name. */
  fieldNames: readonly Path<V>[];
  /** The notice after a save, e.g. 'DO settings saved.' */
  savedText: string;
  /** The document's fields; they read the form from context (see numbered-document-fields). */
  children: ReactNode;
};

/** The settings form of a numbered document (invoice, DO): saved as a whole with one Save button. */
export function NumberedDocumentForm<V extends FieldValues>({
  settings,
  resolver,
  save,
  fieldNames,
  savedText,
  children,
}: NumberedDocumentFormProps<V>) {
  const { form, onSubmit, saved } = useSaveForm({
    item: settings,
    toFormValues: (item: V) => item,
    resolver,
    save,
    fieldNames,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        {saved ? <SavedNotice>{savedText}</SavedNotice> : null}
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </form>
    </FormProvider>
  );
}
