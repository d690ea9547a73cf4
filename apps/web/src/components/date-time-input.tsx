import { TextInput, type TextInputProps } from '@mantine/core';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (ISO 8601) as a datetime-local input shows it: the user's local time, to the minute. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What the user typed as an instant; text that is no time is kept, so the schema names the field. */
export function fromLocalDateTime(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

type DateTimeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string | null;
  onChange: (iso: string | null) => void;
};

/** A date and time in the user's time zone, held as an ISO instant. */
export function DateTimeInput({ value, onChange, ...props }: DateTimeInputProps) {
  return (
    <TextInput
      {...props}
      type="datetime-local"
      value={toLocalDateTime(value)}
      onChange={(event) => onChange(fromLocalDateTime(event.currentTarget.value))}
    />
  );
}
