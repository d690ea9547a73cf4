import { Checkbox, type MantineSpacing, Switch } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

export type CheckedFieldProps<V extends FieldValues> = {
  control: Control<V>;
  name: FieldPathByValue<V, boolean>;
  label: string;
  /** A switch turns the whole channel on or off; a checkbox picks one option of it. */
  variant: 'switch' | 'checkbox';
  mt?: MantineSpacing;
};

/** A boolean of the form; Mantine's inputs report `checked`, not the `value` react-hook-form reads. */
export function CheckedField<V extends FieldValues>({
  control,
  name,
  label,
  variant,
  mt,
}: CheckedFieldProps<V>) {
  const { field } = useController({ control, name });
  const props = {
    mt,
    label,
    checked: field.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.checked),
    onBlur: field.onBlur,
    ref: field.ref,
  };
  return variant === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />;
}
