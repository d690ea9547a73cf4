import { type KycLogAction, kycWorkflow } from '@fastforward/domain';
import type { DbOrTx } from '../../db/client';
import { customerKycs, kycApproveLogs } from '../../db/schema';
import { createStatusTransitions } from '../workflow/workflow.service';

/**
 * A KYC's status moves (submit, approve, reject) through the shared workflow helper: stale copies
 * get a 409, every move lands in the status history. Shared by the public form and the review.
 */
export const kycTransitions = createStatusTransitions({
  table: customerKycs,
  workflow: kycWorkflow,
  recordType: 'customer_kyc',
  notFoundMessage: 'Customer KYC not found',
});

export type KycLogEntry = {
  companyId: number;
  kycId: number;
  action: KycLogAction;
  /** Null when the customer acted through its link without signing in. */
  actorId: number | null;
  at: Date;
  remarks?: string | null;
  /** What changed (the tiers, the sales persons of a transfer, the update request id …). */
  details?: Record<string, unknown> | null;
};

/** Adds one line to the approve log, inside the caller's transaction with the change it records. */
export async function appendKycLog(tx: DbOrTx, entry: KycLogEntry): Promise<void> {
  await tx.insert(kycApproveLogs).values({
    companyId: entry.companyId,
    kycId: entry.kycId,
    action: entry.action,
    actorId: entry.actorId,
    remarks: entry.remarks ?? null,
    details: entry.details ?? null,
    createdAt: entry.at,
  });
}
