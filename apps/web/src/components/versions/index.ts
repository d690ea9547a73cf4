export { DraftFormFooter } from './draft-form-footer';
export { VersionCreatedCell } from './version-created-cell';
export { VersionStatusBadge } from './version-status-badge';
export { VersionTextFields } from './version-text-fields';
export { VersionTextModal } from './version-text-modal';
