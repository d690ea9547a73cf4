import { acceptOf, FILE_COLLECTION, FILE_COLLECTIONS } from '@fastforward/domain';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatFileSize, tooLargeText } from '../../../../components/files';

const COLLECTION = FILE_COLLECTION.additionalDocuments;

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * Files to attach to a new enquiry: kept here until the enquiry exists, then sent to its file
 * store. A file larger than the store takes is refused when picked.
 */
export function AttachmentPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const [refused, setRefused] = useState<string[]>([]);
  const pick = (picked: File[]) => {
    const { maxBytes } = FILE_COLLECTIONS[COLLECTION];
    setRefused(picked.filter((f) => f.size > maxBytes).map((f) => f.name));
    onChange([...files, ...picked.filter((f) => f.size <= maxBytes)]);
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Attachments
        </Text>
        <FileButton
          multiple
          accept={acceptOf(COLLECTION)}
          onChange={pick}
          inputProps={{ 'aria-label': 'Attachment files' }}
        >
          {(props) => (
            <Button {...props} size="xs" variant="light">
              Add files
            </Button>
          )}
        </FileButton>
      </Group>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No attachments. Add a packing list, drawings or anything the forwarder should see.
        </Text>
      ) : (
        files.map((file) => (
          <Group key={fileKey(file)} justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name} ({formatFileSize(file.size)})
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onChange(files.filter((f) => f !== file))}
              aria-label={`Remove ${file.name}`}
            >
              Remove
            </Button>
          </Group>
        ))
      )}
      {refused.length > 0 ? (
        <Text size="sm" c="red" role="alert">
          {`Not added: ${refused.join(', ')}. ${tooLargeText(COLLECTION)}`}
        </Text>
      ) : null}
    </Stack>
  );
}
