import {
  CUSTOMER_KYC_PATHS,
  KYC_INVITATION_HEADER,
  KYC_TOKEN_HEADER,
  type KycDocumentCollection,
  type KycLinkCredentials,
} from '@fastforward/domain';

export const KYC_FORM_KEY = 'customer-kyc-form';

/** One document of a KYC: PUT uploads, GET previews, DELETE removes (by collection, never by id). */
export const kycDocumentPath = (collection: KycDocumentCollection) =>
  `${CUSTOMER_KYC_PATHS.publicDocuments}/${collection}`;

/** The preview's bytes, dropped when the slot's file changes. */
export const kycDocumentQueryKey = (link: KycLinkCredentials, collection: KycDocumentCollection) =>
  [KYC_FORM_KEY, 'document', link.invitationId, collection] as const;

/** The link of the document and submit calls travels in headers: a URL would put the token in logs. */
export const kycLinkHeaders = (link: KycLinkCredentials) => ({
  [KYC_INVITATION_HEADER]: String(link.invitationId),
  [KYC_TOKEN_HEADER]: link.token,
});

/**
 * A self-service start's link, kept for the tab under the page's path: a reload opens the same
 * draft instead of starting another. Invitation links carry their own and are not kept.
 */
export type StoredKycLink = KycLinkCredentials & { userId: number | null; email: string };

const storageKey = (path: string) => `ff-kyc-link:${path}`;

export function readStoredKycLink(path: string): StoredKycLink | null {
  try {
    const raw = sessionStorage.getItem(storageKey(path));
    return raw ? (JSON.parse(raw) as StoredKycLink) : null;
  } catch {
    // Storage can be unavailable (privacy mode) or hold something else: start afresh.
    return null;
  }
}

export function storeKycLink(path: string, link: StoredKycLink | null) {
  try {
    if (link) sessionStorage.setItem(storageKey(path), JSON.stringify(link));
    else sessionStorage.removeItem(storageKey(path));
  } catch {
    // Without storage a reload starts a new draft; the form still works.
  }
}
