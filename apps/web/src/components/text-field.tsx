import { useId } from 'react';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
};

/** A labelled text input in the style of the public pages (no UI kit on the sign-in route). */
export function TextField({ label, name, value, onChange, autoComplete }: TextFieldProps) {
  const id = useId();
  return (
    <div className="ff-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
