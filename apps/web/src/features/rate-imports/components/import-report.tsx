import {
  RATE_IMPORT_ACTION,
  type RateImport,
  type RateImportAction,
  VALID_RATES_ACCESS,
} from '@fastforward/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/permissions';
import { useFinishRateImport } from '../api/finish-rate-import';
import { ImportErrorsTable } from './import-errors-table';
import { PreviewRowsTable } from './preview-rows-table';

/** What each action does to the current rates, as the preview's counts and tabs name it. */
export const ACTION_LABELS: Record<RateImportAction, string> = {
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
  supersedes: 'Supersedes',
};

const ACTIONS = Object.values(RATE_IMPORT_ACTION);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One count of the report, named so a reader (and a test) finds it by its label. */
function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** The counts of a report and its preview: what the import would do, and what it cannot read. */
export function ImportCounts({ rateImport }: { rateImport: RateImport }) {
  const { report, preview } = rateImport;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
      {ACTIONS.map((action) => (
        <Count key={action} label={ACTION_LABELS[action]} value={preview?.[action] ?? 0} />
      ))}
      <Count label="Good rows" value={report?.goodRows ?? 0} color="green" />
      <Count label="Bad rows" value={report?.badRows ?? 0} color={report?.badRows ? 'red' : undefined} />
    </SimpleGrid>
  );
}

/**
 * Step 4: the report (counts, bad rows with their reasons) and the preview of each action's rows,
 * then the choice: import the good rows, or none. Both are asked first.
 */
export function ImportReportStep({
  rateImport,
  onChangeMapping,
}: {
  rateImport: RateImport;
  onChangeMapping?: () => void;
}) {
  const { report, preview } = rateImport;
  const canImport = useCan(VALID_RATES_ACCESS.create);
  const finish = useFinishRateImport(rateImport.id);
  const { confirm, dialog } = useConfirmDialog();
  const goodRows = report?.goodRows ?? 0;
  const importLabel = `Import ${plural(goodRows, 'good row')}`;

  const importGood = async () => {
    const question = `Import ${plural(goodRows, 'good row')} of ${rateImport.fileName}? ${preview?.new ?? 0} new, ${preview?.changed ?? 0} changed and ${preview?.supersedes ?? 0} superseding rates are written; the bad rows are left out.`;
    if (!(await confirm({ title: importLabel, message: question, confirmLabel: 'Import', color: 'blue' })))
      return;
    // A refusal (imported meanwhile elsewhere) has shown the default error dialog.
    finish.mutateAsync('commit').catch(() => undefined);
  };

  const importNone = async () => {
    const question = `Import none of the rows of ${rateImport.fileName}? Nothing is written, and this import ends.`;
    if (!(await confirm({ title: 'Import none', message: question, confirmLabel: 'Import none' }))) return;
    finish.mutateAsync('discard').catch(() => undefined);
  };

  const hiddenRows = report?.hiddenRows ?? [];
  const hiddenSheets = report?.hiddenSheets ?? [];
  return (
    <Stack>
      <ImportCounts rateImport={rateImport} />
      {hiddenSheets.length > 0 ? (
        <Alert color="yellow" role="note">
          Hidden {hiddenSheets.length === 1 ? 'sheet' : 'sheets'} read: {hiddenSheets.join(', ')}.
        </Alert>
      ) : null}
      {hiddenRows.length > 0 ? (
        <Alert color="yellow" role="note">
          {plural(hiddenRows.length, 'hidden row')} read like the others:{' '}
          {hiddenRows
            .slice(0, 10)
            .map((r) => `${r.sheet} ${r.row}`)
            .join(', ')}
          {hiddenRows.length > 10 ? ' …' : ''}.
        </Alert>
      ) : null}
      {report ? <ImportErrorsTable report={report} /> : null}
      <Stack gap="xs">
        <Title order={3} size="h5">
          Preview
        </Title>
        <Tabs
          defaultValue={ACTIONS.find((action) => (preview?.[action] ?? 0) > 0) ?? 'new'}
          keepMounted={false}
        >
          <Tabs.List>
            {ACTIONS.map((action) => (
              <Tabs.Tab key={action} value={action}>
                {ACTION_LABELS[action]} ({preview?.[action] ?? 0})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ACTIONS.map((action) => (
            <Tabs.Panel key={action} value={action} pt="sm">
              <PreviewRowsTable
                importId={rateImport.id}
                action={action}
                label={`${ACTION_LABELS[action]} rates`}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      {canImport ? (
        <Group justify="flex-end">
          {onChangeMapping ? (
            <Button variant="default" onClick={onChangeMapping} disabled={finish.isPending}>
              Change mapping
            </Button>
          ) : null}
          <Button variant="light" color="red" onClick={() => void importNone()} disabled={finish.isPending}>
            Import none
          </Button>
          <Button
            onClick={() => void importGood()}
            loading={finish.isPending}
            disabled={goodRows === 0 || finish.isPending}
          >
            {importLabel}
          </Button>
        </Group>
      ) : null}
      {dialog}
    </Stack>
  );
}
