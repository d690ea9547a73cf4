import { Alert, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

export type VersionTextModalProps = {
  /** The version being read; closed while null. */
  id: number | null;
  query: UseQueryResult<{ title: string; version: number; body: string }>;
  /** The title while the version loads, and what failed to load ('terms', 'document'). */
  noun: string;
  onClose: () => void;
};

/** The full text of one version, as readers see it. */
export function VersionTextModal({ id, query, noun, onClose }: VersionTextModalProps) {
  const item = query.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={item ? `${item.title} (version ${item.version})` : `The ${noun}`}
      size="xl"
      centered
    >
      {query.isLoading ? <Loader size="sm" aria-label={`Loading the ${noun}`} /> : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          {`The ${noun} could not be loaded.`}
        </Alert>
      ) : null}
      {item ? (
        <ScrollArea.Autosize mah="60vh">
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="version-body">
            {item.body}
          </Text>
        </ScrollArea.Autosize>
      ) : null}
    </Modal>
  );
}
