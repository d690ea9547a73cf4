import {
  KYC_DOCUMENT_LABELS,
  type KycDocumentCollection,
  type KycLinkCredentials,
  type KycPublicDocument,
} from '@fastforward/domain';
import { FileSlot } from '../../../components/files';
import { kycDocumentSource } from '../api/get-kyc-document';
import { useRemoveKycDocument } from '../api/remove-kyc-document';
import { useUploadKycDocument } from '../api/upload-kyc-document';

export type KycDocumentSlotProps = {
  link: KycLinkCredentials;
  collection: KycDocumentCollection;
  document: KycPublicDocument | undefined;
  required: boolean;
  /** 'Upload the tax document': a submission refused for want of it. */
  error: string | undefined;
  onChange: (collection: KycDocumentCollection, document: KycPublicDocument | null) => void;
};

/**
 * One KYC document in the public form: the shared file slot, its calls carrying the link in
 * headers, telling the form what the slot now holds.
 */
export function KycDocumentSlot({
  link,
  collection,
  document,
  required,
  error,
  onChange,
}: KycDocumentSlotProps) {
  const upload = useUploadKycDocument();
  const remove = useRemoveKycDocument();
  return (
    <FileSlot
      label={KYC_DOCUMENT_LABELS[collection]}
      collection={collection}
      file={document ?? null}
      source={kycDocumentSource(link, collection)}
      required={required}
      error={error}
      onUpload={async (file) => onChange(collection, await upload.mutateAsync({ link, collection, file }))}
      onRemove={async () => {
        await remove.mutateAsync({ link, collection });
        onChange(collection, null);
      }}
    />
  );
}
