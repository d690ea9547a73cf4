import { ENQUIRY_ROUTES, VENDOR_FORWARDS_ACCESS, type VendorForward } from '@fastforward/domain';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { RecordPage } from '../../../components/record-page';
import { showSuccessDialog } from '../../../lib/dialogs';
import { useVendorForward } from '../api/get-vendor-forward';
import { useRespondVendorForward } from '../api/respond-vendor-forward';
import { AnswerOrDecline } from '../components/answer-or-decline';
import { AnswerOrOutcome } from '../components/answer-outcome';
import { ForwardStatusBadge } from '../components/forward-status-badge';
import { ForwardSummary } from '../components/forward-summary';

/** /dashboard/vendor-forwards/:id: one incoming enquiry, answered or declined in the app. */
export function VendorForwardPage() {
  return (
    <RecordPage
      access={VENDOR_FORWARDS_ACCESS}
      area="Incoming Enquiries"
      noun="Enquiry"
      backTo={ENQUIRY_ROUTES.vendorForwards}
      useRecord={useVendorForward}
      maw={1100}
    >
      {(forward) => <ForwardResponse forward={forward} />}
    </RecordPage>
  );
}

function ForwardResponse({ forward }: { forward: VendorForward }) {
  const { answer, decline } = useRespondVendorForward();
  return (
    <Stack>
      <Group>
        <Title order={2}>{forward.reference}</Title>
        <ForwardStatusBadge status={forward.status} />
      </Group>
      <Paper withBorder p="md">
        <ForwardSummary forward={forward} />
      </Paper>
      <AnswerOrOutcome forward={forward} />
      {forward.canAnswer ? (
        <Paper withBorder p="md">
          <AnswerOrDecline
            forward={forward}
            onAnswer={async (body) => {
              await answer.mutateAsync({ id: forward.id, body });
              void showSuccessDialog('Your rates were sent.');
            }}
            onDecline={async (reason) => {
              await decline.mutateAsync({ id: forward.id, reason });
              void showSuccessDialog('You declined this enquiry.');
            }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
