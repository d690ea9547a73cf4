import { acceptOf, FILE_COLLECTION, type StoredFile } from '@fastforward/domain';
import { Alert, Button, Card, FileButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  downloadFile,
  FileDownloadButton,
  FileFailureAlert,
  FileNameAndSize,
  storedFileSource,
  useFileAttempt,
} from '../../../../components/files';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { useEnquiryFiles } from '../../api/get-enquiry-files';
import { useUploadEnquiryFile } from '../../api/upload-enquiry-file';

/** The enquiry's attachments: each downloaded under its own name; more attached while it is open. */
export function EnquiryAttachments({
  door,
  id,
  canAttach,
}: {
  door: EnquiryDoor;
  id: number;
  canAttach: boolean;
}) {
  const files = useEnquiryFiles(door, id);
  const upload = useUploadEnquiryFile();
  const queryClient = useQueryClient();
  const { failure, clearFailure, attempt } = useFileAttempt();

  const attach = async (file: File | null) => {
    if (file) await attempt(() => upload.mutateAsync({ door, id, file, fileType: 'OTHER' }));
  };
  const download = (file: StoredFile) =>
    attempt(() => downloadFile(queryClient, storedFileSource(file), file.originalName));

  return (
    <Card withBorder component="section" aria-label="Attachments">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Attachments
        </Title>
        {canAttach ? (
          <FileButton
            onChange={attach}
            accept={acceptOf(FILE_COLLECTION.additionalDocuments)}
            inputProps={{ 'aria-label': 'Attachment file' }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                Attach a file
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      <Stack gap="xs">
        <FileFailureAlert failure={failure} onClose={clearFailure} />
        {files.isError ? (
          <Alert color="red">The attachments could not be loaded. Try again later.</Alert>
        ) : !files.data ? (
          <Skeleton height={40} aria-label="Loading attachments" />
        ) : files.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No attachments.
          </Text>
        ) : (
          files.data.map((file) => (
            <Group key={file.id} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <FileNameAndSize file={file} />
              </Text>
              <FileDownloadButton file={file} onClick={() => void download(file)} />
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
