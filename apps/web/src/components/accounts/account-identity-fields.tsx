import { TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type Identity = { email: string; fullName: string; username?: string };

export type AccountIdentityFieldsProps<T extends Identity & FieldValues> = {
  form: UseFormReturn<T>;
  /** An existing account's username, shown read-only: a username never changes. */
  fixedUsername?: string;
};

/** Username, full name and e-mail of an account being invited or edited. */
export function AccountIdentityFields<T extends Identity & FieldValues>({
  form,
  fixedUsername,
}: AccountIdentityFieldsProps<T>) {
  const { errors } = form.formState;
  const field = (name: keyof Identity) => ({
    ...form.register(name as Path<T>),
    error: errors[name]?.message as string | undefined,
  });
  return (
    <>
      {fixedUsername === undefined ? (
        <TextInput label="Username" withAsterisk data-autofocus {...field('username')} />
      ) : (
        <TextInput label="Username" value={fixedUsername} readOnly disabled />
      )}
      <TextInput label="Full name" withAsterisk {...field('fullName')} />
      <TextInput label="E-mail" type="email" withAsterisk {...field('email')} />
    </>
  );
}
