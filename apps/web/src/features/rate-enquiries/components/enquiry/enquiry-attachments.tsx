import { acceptOf, FILE_COLLECTION, type StoredFile } from '@fastforward/domain';
import { Alert, Button, Card, FileButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile, formatFileSize, storedFileSource } from '../../../../components/files';
import { HttpError, isSilentError } from '../../../../lib/http';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { useEnquiryFiles } from '../../api/get-enquiry-files';
import { useUploadEnquiryFile } from '../../api/upload-enquiry-file';

const failureText = (error: unknown) =>
  error instanceof HttpError ? `${error.title}: ${error.message}` : String(error);

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
  const [failure, setFailure] = useState<string | null>(null);

  const attach = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    try {
      await upload.mutateAsync({ door, id, file, fileType: 'OTHER' });
    } catch (error) {
      if (!isSilentError(error)) setFailure(failureText(error));
    }
  };
  const download = async (file: StoredFile) => {
    try {
      await downloadFile(queryClient, storedFileSource(file), file.originalName);
    } catch (error) {
      if (!isSilentError(error)) setFailure(failureText(error));
    }
  };

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
        {failure ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}
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
                {file.originalName}{' '}
                <Text span c="dimmed" size="sm">
                  ({formatFileSize(file.sizeBytes)})
                </Text>
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => void download(file)}
                aria-label={`Download ${file.originalName}`}
              >
                Download
              </Button>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
