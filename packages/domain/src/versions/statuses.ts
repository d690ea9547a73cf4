/**
 * A version's place in its history (terms, licence agreements, disclaimers): the one in force, a
 * draft newer than it, or a superseded one (active once, or skipped by a newer activation), kept
 * as the record.
 */
export const VERSION_STATUSES = ['active', 'draft', 'superseded'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const VERSION_TITLE_MAX_LENGTH = 200;
export const VERSION_BODY_MAX_LENGTH = 50_000;
