import {
  COMPANY_DOCUMENT_COLLECTIONS,
  COMPANY_SETTINGS_ACCESS,
  type CompanyBasicSettings,
  type CompanyDocumentCollection,
} from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { FileSlot } from '../../../components/files';
import { useCan } from '../../../lib/permissions';
import { useRemoveCompanyDocument } from '../api/remove-company-document';
import { useUploadCompanyDocument } from '../api/upload-company-document';

const LABELS = {
  CL: 'Company logo',
  CRD: 'Registration document',
  TD: 'Tax document',
} as const satisfies Record<CompanyDocumentCollection, string>;

/** The company's logo, registration and tax documents, each uploaded, shown and replaced in place. */
export function CompanyDocuments({ settings }: { settings: CompanyBasicSettings }) {
  const canChange = useCan(COMPANY_SETTINGS_ACCESS.basic);
  const upload = useUploadCompanyDocument();
  const remove = useRemoveCompanyDocument();
  return (
    <Stack gap="md" mt="xl">
      <div>
        <Title order={2}>Company documents</Title>
        <Text c="dimmed" size="sm">
          The logo shows in the header for everyone in the company; the platform reads the registration and
          tax documents to approve the company.
        </Text>
      </div>
      {COMPANY_DOCUMENT_COLLECTIONS.map((collection) => (
        <FileSlot
          key={collection}
          label={LABELS[collection]}
          collection={collection}
          file={settings.documents[collection]}
          canChange={canChange}
          onUpload={(file) => upload.mutateAsync({ collection, file })}
          onRemove={() => remove.mutateAsync(collection)}
        />
      ))}
    </Stack>
  );
}
