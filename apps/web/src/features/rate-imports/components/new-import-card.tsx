import { acceptOf, FILE_COLLECTION, FILE_COLLECTIONS, type RateImport } from '@fastforward/domain';
import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import { fromSelectValue, toSelectValue } from '../../../components/company-records';
import { describeAccepted, tooLargeText } from '../../../components/files';
import { VendorPicker } from '../../../components/pickers';
import { HttpError, isSilentError } from '../../../lib/http';
import { downloadRateSheetTemplate } from '../api/download-rate-sheet-template';
import { useUploadRateSheet } from '../api/upload-rate-sheet';

const COLLECTION = FILE_COLLECTION.rateSheet;

type Failure = { title: string; text: string };

const failureOf = (error: unknown): Failure =>
  error instanceof HttpError
    ? { title: error.title, text: error.message }
    : { title: 'Upload failed', text: error instanceof Error ? error.message : String(error) };

/**
 * Step 1: the vendor the sheet comes from (its saved mapping is then used) and the sheet itself,
 * picked or dropped. The upload starts as soon as a file is chosen; `onStarted` gets the import.
 */
export function NewImportCard({ onStarted }: { onStarted: (created: RateImport) => void }) {
  const upload = useUploadRateSheet();
  const [vendorId, setVendorId] = useState<number | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const resetPicker = useRef<() => void>(null);

  const send = async (file: File | null) => {
    // The same file may be picked again after a refusal: the input forgets this pick.
    resetPicker.current?.();
    if (!file || uploading !== null) return;
    setFailure(null);
    if (file.size > FILE_COLLECTIONS[COLLECTION].maxBytes) {
      setFailure({ title: 'File too large', text: tooLargeText(COLLECTION) });
      return;
    }
    setUploading(file.name);
    setSent(0);
    try {
      onStarted(await upload.mutateAsync({ file, vendorId, onProgress: setSent }));
    } catch (error) {
      if (!isSilentError(error)) setFailure(failureOf(error));
    } finally {
      setUploading(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void send(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Paper component="section" aria-labelledby="new-import-heading" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id="new-import-heading">
            New import
          </Title>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              // A refusal has shown the default error dialog.
              downloadRateSheetTemplate().catch(() => undefined);
            }}
          >
            Download template
          </Button>
        </Group>
        <VendorPicker
          label="Vendor"
          description="Optional. A vendor's saved mapping reads its next sheet without the mapping step."
          placeholder="No vendor"
          clearable
          maw={420}
          value={toSelectValue(vendorId)}
          onChange={(value) => setVendorId(fromSelectValue(value))}
          disabled={uploading !== null}
        />
        <Paper
          withBorder
          p="xl"
          radius="md"
          aria-label="Rate sheet drop zone"
          role="group"
          style={{
            borderStyle: 'dashed',
            borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
        >
          <Stack align="center" gap="xs">
            <Text fw={500}>Drop a rate sheet here, or choose one</Text>
            <Text size="sm" c="dimmed">
              {describeAccepted(COLLECTION)}
            </Text>
            <FileButton
              onChange={(file) => void send(file)}
              accept={acceptOf(COLLECTION)}
              resetRef={resetPicker}
              disabled={uploading !== null}
              inputProps={{ 'aria-label': 'Rate sheet file' }}
            >
              {(picker) => (
                <Button {...picker} loading={uploading !== null} disabled={uploading !== null}>
                  Choose file
                </Button>
              )}
            </FileButton>
          </Stack>
        </Paper>
        {uploading !== null ? (
          <Stack gap={4} role="status">
            <Text size="sm">
              Uploading {uploading}… {Math.round(sent * 100)} %
            </Text>
            <Progress value={sent * 100} striped animated aria-label={`Uploading ${uploading}`} />
          </Stack>
        ) : null}
        {failure ? (
          <Alert
            color="red"
            title={failure.title}
            role="alert"
            withCloseButton
            onClose={() => setFailure(null)}
          >
            {failure.text}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
