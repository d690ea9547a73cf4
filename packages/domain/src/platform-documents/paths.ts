import { COMPANY_CATEGORY } from '../codes/company-category';

/**
 * What the platform publishes at /insert-agreement-form (SPEC §7 "license agreements,
 * disclaimers"): a company accepts the licence agreement when it registers; disclaimers are shown.
 */
export const PLATFORM_DOCUMENT_KIND = {
  licenseAgreement: 'license-agreement',
  disclaimer: 'disclaimer',
} as const;
export const PLATFORM_DOCUMENT_KINDS = [
  PLATFORM_DOCUMENT_KIND.licenseAgreement,
  PLATFORM_DOCUMENT_KIND.disclaimer,
] as const;
export type PlatformDocumentKind = (typeof PLATFORM_DOCUMENT_KINDS)[number];

/** Who a document is for: everyone, or the companies of one category (never the platform's own). */
export const PLATFORM_DOCUMENT_AUDIENCE_ALL = 'all';
export const PLATFORM_DOCUMENT_AUDIENCES = [
  PLATFORM_DOCUMENT_AUDIENCE_ALL,
  COMPANY_CATEGORY.freightForwarder,
  COMPANY_CATEGORY.vendor,
  COMPANY_CATEGORY.customer,
] as const;
export type PlatformDocumentAudience = (typeof PLATFORM_DOCUMENT_AUDIENCES)[number];

export const PLATFORM_DOCUMENT_AUDIENCE_LABELS: Record<PlatformDocumentAudience, string> = {
  all: 'Everyone',
  CAT_FFD: 'Freight forwarders',
  CAT_VEN: 'Vendors',
  CAT_CUS: 'Customer companies',
};

export const PLATFORM_DOCUMENT_LABELS: Record<PlatformDocumentKind, { one: string; many: string }> = {
  'license-agreement': { one: 'Licence agreement', many: 'Licence agreements' },
  disclaimer: { one: 'Disclaimer', many: 'Disclaimers' },
};

/** API paths: one collection per kind for the platform administrators, one public read. */
export const PLATFORM_DOCUMENT_PATHS: Record<PlatformDocumentKind, string> & { active: string } = {
  'license-agreement': '/api/v1/platform/license-agreements',
  disclaimer: '/api/v1/platform/disclaimers',
  /** Public: what the registration form shows (?audience=CAT_FFD). */
  active: '/api/platform-documents/active',
};

export const platformDocumentPath = (kind: PlatformDocumentKind, id: number) =>
  `${PLATFORM_DOCUMENT_PATHS[kind]}/${id}`;

export const PLATFORM_DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  activationNotice:
    'It replaces the active version for the same audience at once; companies that register from now on see the new text.',
} as const;
