import type { KycDocumentCollection, KycLinkCredentials } from '@fastforward/domain';
import type { FileSource } from '../../../components/files';
import { requestBlob } from '../../../lib/http';
import { kycDocumentPath, kycDocumentQueryKey, kycLinkHeaders } from './kyc-link';

/** An uploaded document's bytes for the preview and download; the slot says itself when they fail. */
export const getKycDocument = (link: KycLinkCredentials, collection: KycDocumentCollection) =>
  requestBlob(kycDocumentPath(collection), {
    auth: false,
    headers: kycLinkHeaders(link),
    suppressErrorDialog: true,
  });

/**
 * How the slot reads a document: by its collection with the link in headers (the public document
 * has no id, and an <img> or <iframe> pointed at the route could not carry the headers). Upload and
 * removal drop the key, so the old bytes never stand for a new file.
 */
export const kycDocumentSource = (
  link: KycLinkCredentials,
  collection: KycDocumentCollection,
): FileSource => ({
  queryKey: kycDocumentQueryKey(link, collection),
  fetchBlob: () => getKycDocument(link, collection),
});
