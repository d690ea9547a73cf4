import type { RateImport } from '@fastforward/domain';
import { Paper, Progress, Stack, Text } from '@mantine/core';
import { WORKING_TEXT } from '../api/import-status';

/** While the server reads, checks or imports the sheet: what it does and how far it is. */
export function ImportProgress({ rateImport }: { rateImport: RateImport }) {
  const text = WORKING_TEXT[rateImport.status] ?? 'Working…';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs" role="status">
        <Text>{text}</Text>
        <Progress value={rateImport.progress} animated aria-label="Import progress" />
        <Text size="sm" c="dimmed">
          {rateImport.progress}%
        </Text>
      </Stack>
    </Paper>
  );
}
