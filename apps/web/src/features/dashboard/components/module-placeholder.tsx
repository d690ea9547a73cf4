import { Stack, Text, Title } from '@mantine/core';

/** A module whose screens arrive in a later release still gets its titled page. */
export function ModulePlaceholder({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This module is coming in a later release.</Text>
    </Stack>
  );
}
