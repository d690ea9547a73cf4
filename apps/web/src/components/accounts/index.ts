export { AccountIdentityFields } from './account-identity-fields';
export { ACCOUNT_STATUS_OPTIONS, AccountStatusCell } from './account-status-cell';
export { InvitationSentAlert } from './invitation-sent-alert';
export { useAccountActions } from './use-account-actions';
