export { AccountStatusFilter, accountColumns } from './account-columns';
export { AccountIdentityFields } from './account-identity-fields';
export { InvitationSentAlert } from './invitation-sent-alert';
export { type AccountMutations, useAccountActions } from './use-account-actions';
