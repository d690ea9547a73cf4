import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the parts need of a useFieldArray. */
type Lines = { fields: readonly unknown[]; remove: (index: number) => void };

/** Removes one cargo line ('container line 2'); none while only one line is left. */
export function RemoveLineButton({ noun, index, lines }: { noun: string; index: number; lines: Lines }) {
  if (lines.fields.length <= 1) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      mt={25}
      onClick={() => lines.remove(index)}
      aria-label={`Remove ${noun} ${index + 1}`}
    >
      Remove
    </Button>
  );
}

/** Under the cargo lines: the list's own error, the add button (up to `max` lines), and what else shows beside it. */
export function CargoLinesFooter({
  noun,
  lines,
  max,
  onAdd,
  errors,
  children,
}: {
  noun: string;
  lines: Lines;
  max: number;
  onAdd: () => void;
  errors: { message?: string; root?: { message?: string } } | undefined;
  children?: ReactNode;
}) {
  const message = errors?.message || errors?.root?.message;
  return (
    <>
      {message ? (
        <Text c="red" size="sm">
          {message}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button variant="light" size="xs" disabled={lines.fields.length >= max} onClick={onAdd}>
          Add {noun}
        </Button>
        {children}
      </Group>
    </>
  );
}
