/**
 * The links to the dashboard's files: index.html carries them in an inert <template> of this id
 * (build-plugins/landing-preload.ts writes it), which a tiny script turns on when the app opens at
 * the dashboard with a session stored, and a sign-in when it lands there.
 */
export const LANDING_FILES_TEMPLATE_ID = 'landing-files';

/** Fetches the dashboard's files, all at once; the first call moves the links, later ones find none. */
export function fetchLandingFiles() {
  const template = document.getElementById(LANDING_FILES_TEMPLATE_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
