import { NumberInput } from '@mantine/core';
import type { ReactElement } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';

/** What a controlled input (a picker, a date and time) takes from its form field. */
export type BoundField<T> = {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | undefined;
};

export type FormFieldProps<V extends FieldValues, B, N extends FieldPath<V>> = {
  control: Control<V, unknown, B>;
  name: N;
  /** The input, given the field's value, change and blur and its error: `(bound) => <X {...bound} />`. */
  children: (bound: BoundField<PathValue<V, N>>) => ReactElement;
};

/** A form field held by a controlled input rather than a registered one: the Controller wiring once. */
export function FormField<V extends FieldValues, B, N extends FieldPath<V>>({
  control,
  name,
  children,
}: FormFieldProps<V, B, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        children({
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          error: fieldState.error?.message,
        })
      }
    />
  );
}

export type OrderInputProps = BoundField<number | undefined> & {
  max: number;
  description?: string | undefined;
  /** What an emptied input holds: undefined where the server then decides, else a number. */
  emptyValue: number | undefined;
};

/** A record's place in its list ('Order'): a whole number from 0, lower first. */
export function OrderInput({ value, onChange, emptyValue, ...props }: OrderInputProps) {
  return (
    <NumberInput
      label="Order"
      min={0}
      allowDecimal={false}
      allowNegative={false}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : emptyValue)}
      {...props}
    />
  );
}
