import { defineWorkflow } from '../workflow/define-workflow';
import { KYC_STATUS_LABELS, type KycStatus } from './codes';

/**
 * A KYC's moves: the customer submits a draft or an invitation; the forwarder approves or rejects a
 * submission. Approved and rejected are final (a rejected customer is invited again).
 */
export const kycWorkflow = defineWorkflow<KycStatus>({
  subject: 'KYC',
  states: KYC_STATUS_LABELS,
  transitions: {
    draft: ['submitted'],
    invited: ['submitted'],
    submitted: ['approved', 'rejected'],
    approved: [],
    rejected: [],
  },
});
