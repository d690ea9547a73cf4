import { VENDOR_MODE_LABELS, VENDOR_MODES, type VendorMode } from '@fastforward/domain';
import { Checkbox, Group } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type ModesFieldProps<V extends FieldValues, O> = {
  /** The form's control, whatever its resolver outputs. */
  control: Control<V, unknown, O>;
  name: Path<V>;
  label: string;
  disabled?: boolean;
};

/** The modes (air, sea) as checkboxes, with the field's error under them. */
export function ModesField<V extends FieldValues, O>({
  control,
  name,
  label,
  disabled,
}: ModesFieldProps<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label={label}
          withAsterisk
          value={field.value as VendorMode[]}
          onChange={(chosen) => field.onChange(VENDOR_MODES.filter((mode) => chosen.includes(mode)))}
          error={fieldState.error?.message}
        >
          <Group mt="xs">
            {VENDOR_MODES.map((mode) => (
              <Checkbox key={mode} value={mode} label={VENDOR_MODE_LABELS[mode]} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
