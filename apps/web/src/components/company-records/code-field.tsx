import type { SelectProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type CodeFieldProps<V extends FieldValues, B> = {
  control: Control<V, unknown, B>;
  name: Path<V>;
  label: string;
  /** A Select over codes (CountryPicker, CurrencyPicker, TimeZonePicker …). */
  picker: ComponentType<Omit<SelectProps, 'data' | 'searchable'>>;
  /** Required fields hold '' when empty (the schema says "… is required"), optional ones null. */
  required?: boolean;
  /** What a cleared field holds, where not as `required` says: '' in a form of text values. */
  emptyValue?: '' | null;
  placeholder?: string;
};

/** A form field whose value is the code chosen in a picker. */
export function CodeField<V extends FieldValues, B>({
  control,
  name,
  label,
  picker: Picker,
  required,
  emptyValue = required ? '' : null,
  placeholder,
}: CodeFieldProps<V, B>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Picker
          label={label}
          placeholder={placeholder}
          withAsterisk={required}
          clearable={!required}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? emptyValue)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
