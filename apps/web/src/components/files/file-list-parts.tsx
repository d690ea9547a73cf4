import type { StoredFile } from '@fastforward/domain';
import { Alert, Button, type MantineSpacing, Text } from '@mantine/core';
import { useState } from 'react';
import { HttpError, isSilentError } from '../../lib/http';
import type { ShownFile } from './file-api';
import { formatFileSize } from './file-text';

const failureText = (error: unknown) =>
  error instanceof HttpError ? `${error.title}: ${error.message}` : String(error);

/**
 * A file list's actions (upload, download, delete…) run through `attempt`: a refusal the error dialog
 * does not already show is kept as `failure` for FileFailureAlert to say in place.
 */
export function useFileAttempt() {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      if (!isSilentError(error)) setFailure(failureText(error));
    }
  };
  return { failure, clearFailure: () => setFailure(null), attempt };
}

/** What a file list's last action was refused with, until closed or the next action. */
export function FileFailureAlert({
  failure,
  onClose,
  mb,
}: {
  failure: string | null;
  onClose: () => void;
  mb?: MantineSpacing;
}) {
  if (!failure) return null;
  return (
    <Alert color="red" role="alert" mb={mb} withCloseButton onClose={onClose}>
      {failure}
    </Alert>
  );
}

/** 'minutes.pdf (14.2 KB)': a listed file's name and size. */
export function FileNameAndSize({ file }: { file: ShownFile }) {
  return (
    <>
      {file.originalName}{' '}
      <Text span c="dimmed" size="sm">
        ({formatFileSize(file.sizeBytes)})
      </Text>
    </>
  );
}

/** A listed file's Download button, named after the file for assistive technology. */
export function FileDownloadButton({
  file,
  onClick,
}: {
  file: Pick<StoredFile, 'originalName'>;
  onClick: () => void;
}) {
  return (
    <Button size="xs" variant="default" aria-label={`Download ${file.originalName}`} onClick={onClick}>
      Download
    </Button>
  );
}

type FileDeleteButtonProps = {
  file: Pick<StoredFile, 'id' | 'originalName'>;
  /** The delete mutation (its variables the file id): the button spins while it deletes this file. */
  removing: { isPending: boolean; variables: number | undefined };
  onClick: () => void;
};

/** A listed file's Delete button (the caller confirms before deleting), named after the file. */
export function FileDeleteButton({ file, removing, onClick }: FileDeleteButtonProps) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`Delete ${file.originalName}`}
      loading={removing.isPending && removing.variables === file.id}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}
