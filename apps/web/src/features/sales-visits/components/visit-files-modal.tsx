import { acceptOf, FILE_COLLECTION, type SalesVisit, type StoredFile } from '@fastforward/domain';
import { Alert, Button, FileButton, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import {
  FileDeleteButton,
  FileDownloadButton,
  FileFailureAlert,
  FileNameAndSize,
  useFileAttempt,
} from '../../../components/files';
import {
  downloadVisitFile,
  useDeleteVisitFile,
  useUploadVisitFile,
  useVisitFiles,
} from '../api/sales-visits-api';
import { formatDateTime } from './visit-values';

type VisitFilesModalProps = { visit: SalesVisit | null; canChange: boolean; onClose: () => void };

/** A visit's files (photos, minutes, a scanned card): list, upload, download, delete with confirmation. */
export function VisitFilesModal({ visit, canChange, onClose }: VisitFilesModalProps) {
  return (
    <Modal opened={visit !== null} onClose={onClose} title="Visit files" size="lg" centered>
      {visit ? <VisitFiles visit={visit} canChange={canChange} /> : null}
    </Modal>
  );
}

function VisitFiles({ visit, canChange }: { visit: SalesVisit; canChange: boolean }) {
  const files = useVisitFiles(visit.id);
  const upload = useUploadVisitFile(visit.id);
  const remove = useDeleteVisitFile(visit.id);
  const { confirm, dialog } = useConfirmDialog();
  const { failure, clearFailure, attempt } = useFileAttempt();
  const askDelete = async (file: StoredFile) => {
    if (await confirm({ message: `Delete ${file.originalName} from this visit?`, confirmLabel: 'Delete' })) {
      remove.mutate(file.id);
    }
  };
  const items = files.data ?? [];

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {visit.purpose} · {formatDateTime(visit.plannedAt)}
      </Text>
      <FileFailureAlert failure={failure} onClose={clearFailure} />
      {files.isLoading ? (
        <Loader size="sm" aria-label="Loading files" />
      ) : files.isError ? (
        <Alert color="red" role="alert">
          The files could not be loaded. Please try again later.
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">No files yet.</Text>
      ) : (
        <Table striped aria-label="Visit files">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <FileNameAndSize file={file} />
                </Table.Td>
                <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <FileDownloadButton
                      file={file}
                      onClick={() => void attempt(() => downloadVisitFile(visit.id, file))}
                    />
                    {canChange ? (
                      <FileDeleteButton file={file} removing={remove} onClick={() => void askDelete(file)} />
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canChange ? (
        <Group justify="flex-end">
          <FileButton
            accept={acceptOf(FILE_COLLECTION.additionalDocuments)}
            onChange={(file) => {
              if (file) void attempt(() => upload.mutateAsync(file));
            }}
          >
            {(props) => (
              <Button {...props} loading={upload.isPending}>
                Upload file
              </Button>
            )}
          </FileButton>
        </Group>
      ) : null}
      {dialog}
    </Stack>
  );
}
