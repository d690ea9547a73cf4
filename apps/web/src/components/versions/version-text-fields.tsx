import { VERSION_BODY_MAX_LENGTH } from '@fastforward/domain';
import { Text, Textarea, TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type VersionText = { title: string; body: string };

export type VersionTextFieldsProps<T extends VersionText & FieldValues> = {
  form: UseFormReturn<T>;
  /** The body's label, which the schema's messages name too ('Terms text', 'Text'). */
  bodyLabel: string;
};

/** Title and text of a version being written, with the length of the text against its limit. */
export function VersionTextFields<T extends VersionText & FieldValues>({
  form,
  bodyLabel,
}: VersionTextFieldsProps<T>) {
  const { errors } = form.formState;
  const length = String(form.watch('body' as Path<T>) ?? '').length;
  return (
    <>
      <TextInput
        label="Title"
        withAsterisk
        data-autofocus
        {...form.register('title' as Path<T>)}
        error={errors.title?.message as string | undefined}
      />
      <Textarea
        label={bodyLabel}
        withAsterisk
        mt="md"
        rows={14}
        resize="vertical"
        {...form.register('body' as Path<T>)}
        error={errors.body?.message as string | undefined}
      />
      <Text size="xs" c="dimmed" ta="right" mt={4}>
        {length.toLocaleString('en-US')} / {VERSION_BODY_MAX_LENGTH.toLocaleString('en-US')} characters
      </Text>
    </>
  );
}
