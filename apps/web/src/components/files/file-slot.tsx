import { acceptOf, FILE_COLLECTIONS, type FileCollection, type StoredFile } from '@fastforward/domain';
import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { HttpError, isSilentError } from '../../lib/http';
import { useConfirmDialog } from '../confirm-dialog';
import { downloadStoredFile } from './file-api';
import { FilePreview } from './file-preview';
import { describeAccepted, formatFileSize, tooLargeText } from './file-text';

export type FileSlotProps = {
  /** 'Registration document': the heading, and the name the buttons and questions use. */
  label: string;
  /** Decides the accepted kinds and the size limit shown (the server holds the upload to them). */
  collection: FileCollection;
  file: StoredFile | null;
  /** Uploads into the slot, replacing the file there; rejects with the server's refusal. */
  onUpload: (file: File) => Promise<unknown>;
  /** Empties the slot; without it no Remove is offered. */
  onRemove?: () => Promise<unknown>;
  /** False: the file is shown and downloaded, never changed. */
  canChange: boolean;
  headingOrder?: 2 | 3 | 4;
};

type Failure = { title: string; text: string };

const failureOf = (error: unknown, title: string): Failure =>
  error instanceof HttpError
    ? { title: error.title, text: error.message }
    : { title, text: error instanceof Error ? error.message : String(error) };

/**
 * One file of a record (a logo, a registration document): what it takes, a preview, and upload,
 * replace and remove, each asked first when it discards the file there, and download under the
 * file's own name. A file may also be dropped on it. Refusals (413, 415, 403) show in place.
 */
export function FileSlot({
  label,
  collection,
  file,
  onUpload,
  onRemove,
  canChange,
  headingOrder = 3,
}: FileSlotProps) {
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirmDialog();
  const resetPicker = useRef<() => void>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const noun = label.toLowerCase();
  const isBusy = uploading !== null || isRemoving;

  const upload = async (picked: File | null) => {
    // The same file may be picked again after a refusal: the input forgets this pick.
    resetPicker.current?.();
    if (!picked || isBusy) return;
    setFailure(null);
    if (picked.size > FILE_COLLECTIONS[collection].maxBytes) {
      setFailure({ title: 'File too large', text: tooLargeText(collection) });
      return;
    }
    if (
      file &&
      !(await confirm({
        title: `Replace the ${noun}?`,
        message: `Replace '${file.originalName}' with '${picked.name}'? The current file will be deleted.`,
        confirmLabel: 'Replace',
      }))
    ) {
      return;
    }
    setUploading(picked.name);
    try {
      await onUpload(picked);
    } catch (error) {
      if (!isSilentError(error)) setFailure(failureOf(error, 'Upload failed'));
    } finally {
      setUploading(null);
    }
  };

  const remove = async () => {
    if (!file || !onRemove) return;
    const question = `Remove the ${noun} '${file.originalName}'? The file will be deleted.`;
    if (!(await confirm({ message: question, confirmLabel: 'Remove' }))) return;
    setFailure(null);
    setIsRemoving(true);
    try {
      await onRemove();
    } catch (error) {
      if (!isSilentError(error)) setFailure(failureOf(error, 'Not removed'));
    } finally {
      setIsRemoving(false);
    }
  };

  const download = async () => {
    if (!file) return;
    try {
      await downloadStoredFile(queryClient, file);
    } catch (error) {
      if (!isSilentError(error)) setFailure(failureOf(error, 'Download failed'));
    }
  };

  const dropHandlers = canChange
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setIsDragging(true);
        },
        onDragLeave: () => setIsDragging(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setIsDragging(false);
          void upload(event.dataTransfer.files[0] ?? null);
        },
      }
    : {};

  return (
    <Paper
      component="section"
      aria-label={label}
      withBorder
      p="md"
      radius="md"
      style={isDragging ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      {...dropHandlers}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={headingOrder} size="h4">
              {label}
            </Title>
            <Text size="sm" c="dimmed">
              {describeAccepted(collection)}
            </Text>
          </div>
          <Group gap="xs">
            {file ? (
              <Button size="xs" variant="default" onClick={download} aria-label={`Download ${noun}`}>
                Download
              </Button>
            ) : null}
            {canChange ? (
              <FileButton
                onChange={upload}
                accept={acceptOf(collection)}
                resetRef={resetPicker}
                disabled={isBusy}
                inputProps={{ 'aria-label': `${label} file` }}
              >
                {(picker) => (
                  <Button
                    {...picker}
                    size="xs"
                    variant={file ? 'light' : 'filled'}
                    loading={uploading !== null}
                    disabled={isBusy}
                    aria-label={`${file ? 'Replace' : 'Upload'} ${noun}`}
                  >
                    {file ? 'Replace' : 'Upload'}
                  </Button>
                )}
              </FileButton>
            ) : null}
            {canChange && file && onRemove ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={remove}
                loading={isRemoving}
                disabled={isBusy}
                aria-label={`Remove ${noun}`}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </Group>
        {uploading !== null ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Uploading {uploading}…</Text>
          </Group>
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
        {file ? (
          <>
            <Text size="sm">
              {file.originalName}{' '}
              <Text span c="dimmed" size="sm">
                ({formatFileSize(file.sizeBytes)})
              </Text>
            </Text>
            <FilePreview file={file} label={label} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No {noun} yet.{canChange ? ' Upload one, or drop a file here.' : ''}
          </Text>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}
