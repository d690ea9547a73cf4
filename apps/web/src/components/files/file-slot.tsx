import { acceptOf, FILE_COLLECTIONS, type FileCollection, type StoredFile } from '@fastforward/domain';
import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { HttpError, isSilentError } from '../../lib/http';
import { useConfirmDialog } from '../confirm-dialog';
import { downloadFile, type FileSource, type ShownFile, storedFileSource } from './file-api';
import { FileNameAndSize } from './file-list-parts';
import { FilePreview } from './file-preview';
import { describeAccepted, tooLargeText } from './file-text';

/**
 * The file in the slot: a stored one is read by its id through the signed-in download route; any
 * other (the public KYC form's documents) comes with how its bytes are read.
 */
type SlotFile =
  | { file: StoredFile | null; source?: undefined }
  | { file: ShownFile | null; source: FileSource };

export type FileSlotProps = SlotFile & {
  /** 'Registration document': the heading, and the name the buttons and questions use. */
  label: string;
  /** Decides the accepted kinds and the size limit shown (the server holds the upload to them). */
  collection: FileCollection;
  /** Uploads into the slot, replacing the file there; rejects with the server's refusal. Absent: read only. */
  onUpload?: (file: File) => Promise<unknown>;
  /** Empties the slot; without it no Remove is offered. */
  onRemove?: () => Promise<unknown>;
  /** False: the file is shown and downloaded, never changed. */
  canChange?: boolean;
  headingOrder?: 2 | 3 | 4;
  /** In a form: true marks the slot required, false optional; absent, neither. */
  required?: boolean;
  /** Why the form cannot go without this slot's file ('Upload the tax document'). */
  error?: string;
};

type Failure = { title: string; text: string };

const failureOf = (error: unknown, title: string): Failure =>
  error instanceof HttpError
    ? { title: error.title, text: error.message }
    : { title, text: error instanceof Error ? error.message : String(error) };

/** A file dragged over the slot outlines it; else a form's complaint about the slot does. */
const borderOf = (isDragging: boolean, isFaulted: boolean) =>
  isDragging
    ? { borderColor: 'var(--mantine-primary-color-filled)' }
    : isFaulted
      ? { borderColor: 'var(--mantine-color-error)' }
      : undefined;

/**
 * One file of a record (a logo, a registration document): what it takes, a preview, and upload,
 * replace and remove, each asked first when it discards the file there, and download under the
 * file's own name. A file may also be dropped on it. Refusals (413, 415, 403) show in place.
 */
export function FileSlot(props: FileSlotProps) {
  const {
    label,
    collection,
    file,
    onUpload,
    onRemove,
    canChange: mayChange = true,
    headingOrder = 3,
    required,
    error: formError,
  } = props;
  const source = props.source === undefined ? props.file && storedFileSource(props.file) : props.source;
  const canChange = mayChange && onUpload !== undefined;
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
    if (!picked || isBusy || !onUpload) return;
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
    if (!file || !source) return;
    try {
      await downloadFile(queryClient, source, file.originalName);
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
      style={borderOf(isDragging, formError !== undefined)}
      {...dropHandlers}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={headingOrder} size="h4">
              {label}
              {required ? (
                <Text span c="red" aria-hidden>
                  {' *'}
                </Text>
              ) : null}
            </Title>
            <Text size="sm" c="dimmed">
              {required === undefined ? '' : required ? 'Required. ' : 'Optional. '}
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
        {file && source ? (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <FileNameAndSize file={file} />
            </Text>
            <FilePreview file={file} source={source} label={label} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No {noun} yet.{canChange ? ' Upload one, or drop a file here.' : ''}
          </Text>
        )}
        {formError ? (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        ) : null}
      </Stack>
      {dialog}
    </Paper>
  );
}
