import { companyRejectRequestSchema, type VendorConversionRequest } from '@fastforward/domain';
import { ReasonModal } from '../../../components/reason-modal';
import { useRejectConversion } from '../api/decide-conversion';

/** Rejects a request with a required reason, which the vendor's administrators are e-mailed. */
export function RejectConversionModal({
  request,
  onClose,
}: {
  /** The request to reject; null when closed. */
  request: VendorConversionRequest | null;
  onClose: () => void;
}) {
  return (
    <ReasonModal
      subject={request}
      onClose={onClose}
      title="Reject request"
      intro={(r) => `${r.companyName} stays a vendor; its administrators are e-mailed this reason.`}
      schema={companyRejectRequestSchema}
      mutation={useRejectConversion()}
    />
  );
}
