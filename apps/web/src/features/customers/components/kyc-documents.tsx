import { KYC_DOCUMENT_COLLECTIONS, KYC_DOCUMENT_LABELS, type StoredFile } from '@fastforward/domain';
import { Stack, Title } from '@mantine/core';
import { FileSlot } from '../../../components/files';

/** The KYC's documents, each previewed in the page (images, PDFs) and downloadable; never changed here. */
export function KycDocuments({ documents }: { documents: readonly StoredFile[] }) {
  return (
    <Stack component="section" aria-label="Documents">
      <Title order={2} size="h3">
        Documents
      </Title>
      {KYC_DOCUMENT_COLLECTIONS.map((collection) => (
        <FileSlot
          key={collection}
          label={KYC_DOCUMENT_LABELS[collection]}
          collection={collection}
          file={documents.find((d) => d.collection === collection) ?? null}
          headingOrder={3}
        />
      ))}
    </Stack>
  );
}
