import type { Enquiry, Forward } from '@fastforward/domain';
import { Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ForwardAnswerForm } from '../../../../components/forward-answer';
import { showSuccessDialog } from '../../../../lib/dialogs';
import { useCurrencies, useShippingCompanies } from '../../../../lib/reference-data';
import { useManualResponse } from '../../api/forwards-manual-response';

/** The enquiry statuses in which answers are still taken (as the server checks). */
const OPEN = new Set<Enquiry['status']>(['accepted', 'negotiating']);

/**
 * Pricing enters the answer of a vendor who replied by phone or e-mail: the vendor's own answer
 * form, stored as entered by pricing. Shown while the forward waits for its answer.
 */
export function ManualResponseButton({ enquiry, forward }: { enquiry: Enquiry; forward: Forward }) {
  const [opened, setOpened] = useState(false);
  if (forward.status !== 'received' || !OPEN.has(enquiry.status)) return null;
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        Enter response
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Response of ${forward.vendor.name}`}
        size="xl"
      >
        {opened ? (
          <ManualResponseForm enquiry={enquiry} forward={forward} onDone={() => setOpened(false)} />
        ) : null}
      </Modal>
    </>
  );
}

function ManualResponseForm({
  enquiry,
  forward,
  onDone,
}: {
  enquiry: Enquiry;
  forward: Forward;
  onDone: () => void;
}) {
  const currencies = useCurrencies();
  const lines = useShippingCompanies(enquiry.mode);
  const save = useManualResponse();
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        The answer {forward.vendor.name} gave by phone or e-mail for {enquiry.reference}.
      </Text>
      <ForwardAnswerForm
        context={{
          mode: enquiry.mode,
          loadType: enquiry.loadType,
          requiredCharges: forward.requiredCharges,
          containers: enquiry.containers,
          currencies: currencies.items,
          shippingLines: lines.items,
        }}
        submitLabel="Save response"
        onCancel={onDone}
        onSubmit={async (body) => {
          await save.mutateAsync({ enquiryId: enquiry.id, forwardId: forward.id, body });
          onDone();
          void showSuccessDialog("The vendor's response was saved.");
        }}
      />
    </>
  );
}
