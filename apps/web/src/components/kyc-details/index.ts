export * from './kyc-changes-table';
export * from './kyc-details-fields';
export * from './kyc-details-view';
export * from './kyc-status-badge';
export * from './kyc-update-request-status';
