import { Alert, Loader, Modal, ScrollArea, Text } from '@mantine/core';
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
  const version = useTermsVersion(scope, id);
  const item = version.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={item ? `${item.title} (version ${item.version})` : 'Terms version'}
      size="xl"
      centered
    >
      {version.isLoading ? <Loader size="sm" aria-label="Loading the terms" /> : null}
      {version.isError ? (
        <Alert color="red" role="alert">
          The terms could not be loaded.
        </Alert>
      ) : null}
      {item ? (
        <ScrollArea.Autosize mah="60vh">
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="terms-body">
            {item.body}
          </Text>
        </ScrollArea.Autosize>
      ) : null}
    </Modal>
  );
}
