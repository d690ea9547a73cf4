import { COMPANY_CATEGORY } from '../codes/company-category';

/**
 * What the platform publishes at /insert-agreement-form (SPEC §7 "license agreements,
 * disclaimers"): a company accepts the licence agreement when it registers; disclaimers are shown.
 * The public site's pages (SPEC §2 /privacy-policy, /aboutus) are versioned the same way.
 */
export const PLATFORM_DOCUMENT_KIND = {
  licenseAgreement: 'license-agreement',
  disclaimer: 'disclaimer',
  privacyPolicy: 'privacy-policy',
  aboutUs: 'about-us',
} as const;
export const PLATFORM_DOCUMENT_KINDS = [
  PLATFORM_DOCUMENT_KIND.licenseAgreement,
  PLATFORM_DOCUMENT_KIND.disclaimer,
  PLATFORM_DOCUMENT_KIND.privacyPolicy,
  PLATFORM_DOCUMENT_KIND.aboutUs,
] as const;
export type PlatformDocumentKind = (typeof PLATFORM_DOCUMENT_KINDS)[number];

/**
 * The kinds that are pages of the public site: one text for everyone (audience 'all' only), its
 * active version read by anyone, signed in or not.
 */
export const SITE_PAGE_KINDS = [
  PLATFORM_DOCUMENT_KIND.privacyPolicy,
  PLATFORM_DOCUMENT_KIND.aboutUs,
] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];
export const isSitePageKind = (kind: PlatformDocumentKind): kind is SitePageKind =>
  (SITE_PAGE_KINDS as readonly string[]).includes(kind);

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
  'privacy-policy': { one: 'Privacy policy', many: 'Privacy policy' },
  'about-us': { one: 'About us page', many: 'About us' },
};

/** API paths: one collection per kind for the platform administrators, the public reads. */
export const PLATFORM_DOCUMENT_PATHS: Record<PlatformDocumentKind, string> & {
  active: string;
  sitePage: string;
} = {
  'license-agreement': '/api/v1/platform/license-agreements',
  disclaimer: '/api/v1/platform/disclaimers',
  'privacy-policy': '/api/v1/platform/privacy-policies',
  'about-us': '/api/v1/platform/about-us-pages',
  /** Public: what the registration form shows (?audience=CAT_FFD). */
  active: '/api/platform-documents/active',
  /** Public: the active text of a site page (:kind one of SITE_PAGE_KINDS). */
  sitePage: '/api/platform-documents/site-pages/:kind',
};

export const sitePageApiPath = (kind: SitePageKind) =>
  PLATFORM_DOCUMENT_PATHS.sitePage.replace(':kind', kind);

export const platformDocumentPath = (kind: PlatformDocumentKind, id: number) =>
  `${PLATFORM_DOCUMENT_PATHS[kind]}/${id}`;

export const PLATFORM_DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  sitePageNotFound: 'This page has not been published yet',
  sitePageAudience: 'A site page is for everyone: its audience is all',
  activationNotice:
    'It replaces the active version for the same audience at once; companies that register from now on see the new text.',
} as const;
