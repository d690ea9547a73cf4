import { type BaseSyntheticEvent, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from './data-table';

export type UseSaveFormOptions<V extends FieldValues, T> = {
  /** What the server answered; the form starts from it. */
  item: T;
  /** The answer as form values; a saved answer goes through it again, so the form shows what is stored. */
  toFormValues: (item: T) => V;
  resolver: Resolver<V>;
  /** Sends the values; resolves with the stored item, rejects with the server's error. */
  save: (values: V) => Promise<T>;
  /** The fields a server error may name; any other error gets the error dialog. */
  fieldNames: readonly Path<V>[];
};

/**
 * A form that loads one item and saves it as a whole (the settings pages). `saved` is true only
 * from a successful save until the next edit or the next submit: a success notice never speaks of
 * values the user has since changed, and never stands beside a field's error.
 */
export function useSaveForm<V extends FieldValues, T>({
  item,
  toFormValues,
  resolver,
  save,
  fieldNames,
}: UseSaveFormOptions<V, T>) {
  const [saved, setSaved] = useState(false);
  // Whole values are also default values; TypeScript cannot see that through the generic V.
  const form = useForm<V>({ resolver, defaultValues: toFormValues(item) as DefaultValues<V> });

  useEffect(() => {
    // Called on every change of a value (and on the reset after a save, before `saved` is set).
    const subscription = form.watch(() => setSaved(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(toFormValues(await save(values)));
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, form.setError, fieldNames);
    }
  });

  // Cleared before validation runs: a refused submit shows its errors without the old notice.
  const onSubmit = (event?: BaseSyntheticEvent) => {
    setSaved(false);
    return submit(event);
  };

  return { form, onSubmit, saved };
}
