import type { VersionSummary } from '@fastforward/domain';
import { Stack, Text } from '@mantine/core';

/** When a version was written, and by whom when known. */
export function VersionCreatedCell({
  createdAt,
  createdByName,
}: Pick<VersionSummary, 'createdAt' | 'createdByName'>) {
  return (
    <Stack gap={0}>
      <Text size="sm">{new Date(createdAt).toLocaleDateString()}</Text>
      {createdByName ? (
        <Text size="xs" c="dimmed">
          {createdByName}
        </Text>
      ) : null}
    </Stack>
  );
}
