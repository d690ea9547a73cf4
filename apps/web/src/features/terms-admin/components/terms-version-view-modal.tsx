import { VersionTextModal } from '../../../components/versions';
import { useTermsVersion } from '../api/get-terms-version';
import type { TermsScope } from '../api/get-terms-versions';

export type TermsVersionViewModalProps = {
  scope: TermsScope;
  /** The version to show; null keeps the modal closed. */
  id: number | null;
  onClose: () => void;
};

/** The full text of one version, as users see it at /tandc. */
export function TermsVersionViewModal({ scope, id, onClose }: TermsVersionViewModalProps) {
  return <VersionTextModal id={id} query={useTermsVersion(scope, id)} noun="terms" onClose={onClose} />;
}
