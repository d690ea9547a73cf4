import { kycUpdateRequestRejectSchema } from '@fastforward/domain';
import { ReasonModal } from '../../../components/reason-modal';
import { useRejectUpdateRequest } from '../api/review-update-request';

export type RejectUpdateRequestModalProps = {
  /** The request to reject and its company; null when closed. */
  request: { id: number; companyName: string } | null;
  onClose: () => void;
};

/** Rejects an update request with a required reason, which the customer is told. */
export function RejectUpdateRequestModal({ request, onClose }: RejectUpdateRequestModalProps) {
  return (
    <ReasonModal
      subject={request}
      onClose={onClose}
      title="Reject update request"
      intro={(r) => `${r.companyName} is told this reason; its details stay as they are.`}
      schema={kycUpdateRequestRejectSchema}
      mutation={useRejectUpdateRequest()}
    />
  );
}
