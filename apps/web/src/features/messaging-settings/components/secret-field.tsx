import { Checkbox, PasswordInput, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type SecretFieldProps = {
  label: string;
  /** A value is stored on the server (it is never sent back). */
  hasStored: boolean;
  /** The user asked to remove the stored value on save. */
  clear: boolean;
  onClearChange: (clear: boolean) => void;
  clearLabel: string;
  error?: string;
  inputProps: UseFormRegisterReturn;
};

/** A write-only secret: empty keeps what is stored, a new value replaces it, the box clears it. */
export function SecretField({
  label,
  hasStored,
  clear,
  onClearChange,
  clearLabel,
  error,
  inputProps,
}: SecretFieldProps) {
  let description = 'Not stored yet';
  if (hasStored) description = clear ? 'The stored value is removed on save' : 'Stored — leave empty to keep';
  return (
    <Stack gap={6}>
      <PasswordInput
        label={label}
        description={description}
        placeholder={hasStored && !clear ? '••••••••' : undefined}
        autoComplete="new-password"
        disabled={clear}
        {...inputProps}
        error={error}
      />
      {hasStored ? (
        <Checkbox
          label={clearLabel}
          checked={clear}
          onChange={(event) => onClearChange(event.currentTarget.checked)}
        />
      ) : null}
    </Stack>
  );
}

/** The secret of a PUT body: omitted keeps the stored one, null clears it, text replaces it. */
export const secretForSave = (value: string | null | undefined, clear: boolean) => {
  if (clear) return null;
  return value ? value : undefined;
};
