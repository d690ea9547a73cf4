import type { SitePageKind } from './paths';

/**
 * SPEC §2's private route where the platform writes them, and the public pages of the site pages
 * (SPEC §2 /privacy-policy, /aboutus).
 */
export const PLATFORM_DOCUMENT_ROUTES = {
  page: '/insert-agreement-form',
  privacyPolicy: '/privacy-policy',
  aboutUs: '/aboutus',
} as const;

/** The public web page of each site page. */
export const SITE_PAGE_ROUTES: Record<SitePageKind, string> = {
  'privacy-policy': PLATFORM_DOCUMENT_ROUTES.privacyPolicy,
  'about-us': PLATFORM_DOCUMENT_ROUTES.aboutUs,
};
