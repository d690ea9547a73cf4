import { type CompanyApproval, companyRejectRequestSchema } from '@fastforward/domain';
import { ReasonModal } from '../../../components/reason-modal';
import { useRejectCompany } from '../api/review-company';

export type RejectCompanyModalProps = {
  /** The company to reject; null when closed. */
  company: CompanyApproval | null;
  onClose: () => void;
};

/** Rejects a company with a required reason, which its administrator is e-mailed. */
export function RejectCompanyModal({ company, onClose }: RejectCompanyModalProps) {
  return (
    <ReasonModal
      subject={company}
      onClose={onClose}
      title="Reject company"
      intro={(c) => `The administrator of ${c.name} is e-mailed this reason.`}
      schema={companyRejectRequestSchema}
      mutation={useRejectCompany()}
      startValues={(c) => ({ reason: c.rejectionReason ?? '' })}
    />
  );
}
