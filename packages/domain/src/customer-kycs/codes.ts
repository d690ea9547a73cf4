import type { FileCollection } from '../files/codes';

/** A KYC's statuses (PRODUCT §3 "Onboarding"); the moves are `kycWorkflow`. */
export const KYC_STATUS = {
  /** Started by the customer on a self-service link; the forwarder does not see it until submitted. */
  draft: 'draft',
  invited: 'invited',
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type KycStatus = (typeof KYC_STATUS)[keyof typeof KYC_STATUS];
export const KYC_STATUSES = Object.values(KYC_STATUS) as [KycStatus, ...KycStatus[]];

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  draft: 'Draft',
  invited: 'Invited',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * The forwarder's list filters: the statuses it sees, and 'update_requested' (an approved KYC with
 * an update request waiting for a decision).
 */
export const KYC_LIST_FILTERS = ['invited', 'submitted', 'approved', 'rejected', 'update_requested'] as const;
export type KycListFilter = (typeof KYC_LIST_FILTERS)[number];
export const KYC_LIST_FILTER_LABELS: Record<KycListFilter, string> = {
  invited: 'Invited',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  update_requested: 'Update requested',
};

/** The KYC documents of SPEC §3, in the form's order. */
export const KYC_DOCUMENT_COLLECTIONS = [
  'CL',
  'CRD',
  'BDD',
  'TD',
] as const satisfies readonly FileCollection[];
export type KycDocumentCollection = (typeof KYC_DOCUMENT_COLLECTIONS)[number];
/** Without these a KYC cannot be submitted: who the company is and that it is registered for tax. */
export const KYC_REQUIRED_DOCUMENTS: readonly KycDocumentCollection[] = ['CRD', 'TD'];
export const KYC_DOCUMENT_LABELS: Record<KycDocumentCollection, string> = {
  CL: 'Company logo',
  CRD: 'Company registration document',
  BDD: 'Bank detail document',
  TD: 'Tax document',
};

/** An invitation link stays usable this long (a newer link or the submission ends it sooner). */
export const KYC_INVITATION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** What the approve log records (SPEC §7 "approve log"): who did what to a KYC, and when. */
export const KYC_LOG_ACTION = {
  invited: 'invited',
  linkRegenerated: 'link_regenerated',
  verificationMailResent: 'verification_mail_resent',
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  tierSet: 'tier_set',
  creditSet: 'credit_set',
  transferred: 'transferred',
  updateRequested: 'update_requested',
  updateApproved: 'update_approved',
  updateRejected: 'update_rejected',
} as const;
export type KycLogAction = (typeof KYC_LOG_ACTION)[keyof typeof KYC_LOG_ACTION];
export const KYC_LOG_ACTIONS = Object.values(KYC_LOG_ACTION) as [KycLogAction, ...KycLogAction[]];
export const KYC_LOG_ACTION_LABELS: Record<KycLogAction, string> = {
  invited: 'Invited',
  link_regenerated: 'Link regenerated',
  verification_mail_resent: 'Verification mail resent',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  tier_set: 'Tier set',
  credit_set: 'Credit set',
  transferred: 'Transferred',
  update_requested: 'Update requested',
  update_approved: 'Update approved',
  update_rejected: 'Update rejected',
};

export const KYC_UPDATE_REQUEST_STATUS = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type KycUpdateRequestStatus =
  (typeof KYC_UPDATE_REQUEST_STATUS)[keyof typeof KYC_UPDATE_REQUEST_STATUS];
export const KYC_UPDATE_REQUEST_STATUSES = Object.values(KYC_UPDATE_REQUEST_STATUS) as [
  KycUpdateRequestStatus,
  ...KycUpdateRequestStatus[],
];

/** A tier's margin: a percentage of the buy rate, or a fixed amount in the tier's currency. */
export const TIER_MARGIN_TYPE = { percent: 'percent', fixed: 'fixed' } as const;
export type TierMarginType = (typeof TIER_MARGIN_TYPE)[keyof typeof TIER_MARGIN_TYPE];
export const TIER_MARGIN_TYPES = Object.values(TIER_MARGIN_TYPE) as [TierMarginType, ...TierMarginType[]];
export const TIER_MARGIN_TYPE_LABELS: Record<TierMarginType, string> = {
  percent: 'Percentage of buy rate',
  fixed: 'Fixed amount',
};
