import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Marks a locked channel or thread: nothing new may be posted in it. */
export function LockedBadge({ size }: { size?: 'sm' }) {
  return (
    <Badge variant="light" color="gray" size={size}>
      Locked
    </Badge>
  );
}

/** A channel's or a thread's name as its page's heading, marked when locked. */
export function BoardTitle({ title, isLocked }: { title: string; isLocked: boolean }) {
  return (
    <Group gap="sm">
      <Title order={1}>{title}</Title>
      {isLocked ? <LockedBadge /> : null}
    </Group>
  );
}

/** A channel or thread the caller cannot see (gone, or on a board it takes no part in). */
export function BoardRecordMissing({ back, title, text }: { back: ReactNode; title: string; text: string }) {
  return (
    <Stack>
      {back}
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}
