import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isCheckable, type KycAvailabilityCheck, useKycAvailability } from '../api/check-kyc-availability';

/** How long typing must pause before the server is asked: one check per word, not per key. */
export const AVAILABILITY_DEBOUNCE_MS = 400;

export type AvailabilityInputProps = Omit<TextInputProps, 'description'> & {
  check: KycAvailabilityCheck;
  /** The field's current text (the form's watched value). */
  current: string;
};

/**
 * A text field whose value the server checks as the user types (SPEC §5): 'Checking…', then the
 * server's answer under the field, in red when the value is taken. The form's own error wins.
 */
export function AvailabilityInput({ check, current, error, ...props }: AvailabilityInputProps) {
  const value = current.trim();
  const [settled] = useDebouncedValue(value, AVAILABILITY_DEBOUNCE_MS);
  const answer = useKycAvailability(check, settled);
  // A value the check would refuse (too short, a bad character) is left to the form's own rules.
  const isChecking = isCheckable(check, value) && (value !== settled || answer.isFetching);
  const shown = !isChecking && value === settled ? answer.data : undefined;

  const note = isChecking ? (
    <Text span size="xs" c="dimmed">
      Checking…
    </Text>
  ) : shown?.available ? (
    <Text span size="xs" c="teal">
      {shown.message}
    </Text>
  ) : undefined;

  return (
    <TextInput
      {...props}
      error={error ?? (shown && !shown.available ? shown.message : undefined)}
      description={note ? <span role="status">{note}</span> : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
