import { useId } from 'react';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  /** A message under the field: an error (red) or a note such as an availability answer. */
  error?: string | undefined;
  note?: string | undefined;
  /** The note confirms something (an available name): shown in green. */
  noteOk?: boolean;
};

/** A labelled text input in the style of the public pages (no UI kit on the sign-in route). */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  autoComplete,
  type = 'text',
  maxLength,
  error,
  note,
  noteOk = false,
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? note;
  return (
    <div className="ff-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {message ? (
        <small id={messageId} className={error ? 'ff-error' : noteOk ? 'ff-note ff-note-ok' : 'ff-note'}>
          {message}
        </small>
      ) : null}
    </div>
  );
}
