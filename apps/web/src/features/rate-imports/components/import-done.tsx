import { RATE_IMPORT_STATUS, RATE_ROUTES, type RateImport } from '@fastforward/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ImportCounts } from './import-report';

/** Step 5: what the import wrote, or why it wrote nothing; then to the rates, or another sheet. */
export function ImportDone({ rateImport, onAnother }: { rateImport: RateImport; onAnother: () => void }) {
  const { status, preview, fileName } = rateImport;
  return (
    <Stack>
      {status === RATE_IMPORT_STATUS.imported ? (
        <>
          <Alert color="green" title="Imported" role="status">
            {fileName}: {preview?.new ?? 0} new, {preview?.changed ?? 0} changed and{' '}
            {preview?.supersedes ?? 0} superseding rates written; {preview?.unchanged ?? 0} unchanged.
          </Alert>
          <ImportCounts rateImport={rateImport} />
        </>
      ) : status === RATE_IMPORT_STATUS.failed ? (
        <Alert color="red" title="Import failed" role="alert">
          {rateImport.failure ?? 'The sheet could not be read.'}
        </Alert>
      ) : (
        <Alert color="gray" title="Nothing imported" role="status">
          None of the rows of {fileName} was imported.
        </Alert>
      )}
      <Group>
        <Button component={Link} to={RATE_ROUTES.validRates}>
          Open the Rates list
        </Button>
        <Button variant="default" onClick={onAnother}>
          Import another sheet
        </Button>
      </Group>
    </Stack>
  );
}
