import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading of a platform administration page, and what the page is for beneath it. The way
 * back is the platform's navigation beside it.
 */
export function PlatformPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
