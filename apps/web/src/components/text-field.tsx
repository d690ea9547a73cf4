import { useId } from 'react';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
  /** Shown under the field in red, and the input marked invalid. */
  error?: string | undefined;
};

/** A labelled text input in the style of the public pages (no UI kit on the sign-in route). */
export function TextField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  type = 'text',
  error,
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="ff-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <small id={messageId} className="ff-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
