import { RATE_IMPORT_STATUS, type RateImport, type RateImportStatus } from '@fastforward/domain';
import { Alert, Badge, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { HttpError } from '../../../lib/http';
import { useRateImport } from '../api/get-rate-import';
import { IMPORT_STATUS_COLORS, IMPORT_STATUS_LABELS, isWorking } from '../api/import-status';
import { ImportDone } from './import-done';
import { ImportProgress } from './import-progress';
import { ImportReportStep } from './import-report';
import { MappingForm } from './mapping-form';

/** Which of the stepper's steps each status is at (0 is the upload, done by now). */
const STEP_OF: Record<RateImportStatus, number> = {
  reading: 1,
  mapping: 1,
  parsing: 2,
  previewed: 2,
  loading: 3,
  imported: 4,
  discarded: 4,
  failed: 4,
};

/** The step under the stepper for the import as the server has it now. */
function StepBody({
  rateImport,
  remapping,
  setRemapping,
  onAnother,
}: {
  rateImport: RateImport;
  remapping: boolean;
  setRemapping: (value: boolean) => void;
  onAnother: () => void;
}) {
  const { status } = rateImport;
  if (isWorking(status)) return <ImportProgress rateImport={rateImport} />;
  if (status === RATE_IMPORT_STATUS.mapping)
    return <MappingForm key={rateImport.id} rateImport={rateImport} />;
  if (status === RATE_IMPORT_STATUS.previewed) {
    return remapping ? (
      <MappingForm
        rateImport={rateImport}
        onCancel={() => setRemapping(false)}
        onSaved={() => setRemapping(false)}
      />
    ) : (
      <ImportReportStep
        rateImport={rateImport}
        onChangeMapping={rateImport.layout ? () => setRemapping(true) : undefined}
      />
    );
  }
  return <ImportDone rateImport={rateImport} onAnother={onAnother} />;
}

/**
 * One import from the upload on: read, mapped, checked, previewed, imported. The page follows the
 * server (useRateImport asks again while a job works on it); a vendor's saved mapping skips the
 * mapping step, and a note says so.
 */
export function RateImportView({ importId, onAnother }: { importId: number; onAnother: () => void }) {
  const query = useRateImport(importId);
  const [remapping, setRemapping] = useState(false);
  const rateImport = query.data;
  if (query.isError && !rateImport) {
    const notFound = query.error instanceof HttpError && query.error.status === 404;
    return (
      <Alert color="red" role="alert" title={notFound ? 'Import not found' : 'Could not load the import'}>
        {notFound
          ? 'This import does not exist, or it is not one of your company.'
          : query.error instanceof Error
            ? query.error.message
            : 'Please try again later.'}
      </Alert>
    );
  }
  if (!rateImport) {
    return (
      <Group role="status" gap="xs">
        <Loader size="sm" />
        <Text>Loading the import…</Text>
      </Group>
    );
  }
  const step =
    remapping && rateImport.status === RATE_IMPORT_STATUS.previewed ? 1 : STEP_OF[rateImport.status];
  const failed = rateImport.status === RATE_IMPORT_STATUS.failed;
  const skippedMapping =
    rateImport.templateId !== null && rateImport.status !== RATE_IMPORT_STATUS.mapping && !remapping;
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {rateImport.fileName}
        </Title>
        <Group gap="xs">
          {rateImport.vendorName ? <Text c="dimmed">{rateImport.vendorName}</Text> : null}
          <Badge color={IMPORT_STATUS_COLORS[rateImport.status]}>
            {IMPORT_STATUS_LABELS[rateImport.status]}
          </Badge>
        </Group>
      </Group>
      <Stepper active={step} color={failed ? 'red' : undefined} size="sm">
        <Stepper.Step label="Upload" />
        <Stepper.Step label="Mapping" loading={rateImport.status === RATE_IMPORT_STATUS.reading} />
        <Stepper.Step label="Report and preview" loading={rateImport.status === RATE_IMPORT_STATUS.parsing} />
        <Stepper.Step label="Import" loading={rateImport.status === RATE_IMPORT_STATUS.loading} />
      </Stepper>
      {skippedMapping ? (
        <Alert color="blue" role="note">
          The saved mapping of {rateImport.vendorName ?? 'this vendor'} was used: no mapping step for this
          sheet.
        </Alert>
      ) : null}
      {query.isError ? (
        <Alert color="yellow" role="alert">
          The import could not be read again just now; it is asked again shortly.
        </Alert>
      ) : null}
      <StepBody
        rateImport={rateImport}
        remapping={remapping}
        setRemapping={setRemapping}
        onAnother={onAnother}
      />
    </Stack>
  );
}
