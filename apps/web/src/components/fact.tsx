import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A value under its small dimmed label, as a record page's facts show them. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** A timestamp in the reader's locale, or a dash where there is none. */
export const dateTimeOrDash = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');
