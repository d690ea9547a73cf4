import { ENQUIRY_ROUTES, VENDOR_FORWARDS_ACCESS, type VendorForward } from '@fastforward/domain';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { showSuccessDialog } from '../../../lib/dialogs';
import { useCan } from '../../../lib/permissions';
import { useVendorForward } from '../api/get-vendor-forward';
import { useRespondVendorForward } from '../api/respond-vendor-forward';
import { AnswerOrDecline } from '../components/answer-or-decline';
import { AnswerOrOutcome } from '../components/answer-outcome';
import { ForwardStatusBadge } from '../components/forward-status-badge';
import { ForwardSummary } from '../components/forward-summary';

/** /dashboard/vendor-forwards/:id: one incoming enquiry, answered or declined in the app. */
export function VendorForwardPage() {
  const id = Number(useParams().id);
  const canView = useCan(VENDOR_FORWARDS_ACCESS);
  if (!canView) return <Text c="dimmed">You do not have permission to open Incoming Enquiries.</Text>;
  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">Enquiry not found.</Alert>;
  return <LoadedForward id={id} />;
}

function LoadedForward({ id }: { id: number }) {
  const forward = useVendorForward(id);
  const back = (
    <Anchor component={Link} to={ENQUIRY_ROUTES.vendorForwards} size="sm">
      ← Incoming Enquiries
    </Anchor>
  );
  if (forward.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" title="Enquiry not shown">
          {forward.error.message}
        </Alert>
      </Stack>
    );
  }
  if (!forward.data) return <Skeleton height={320} aria-label="Loading enquiry" />;
  return (
    <Stack maw={1100}>
      {back}
      <ForwardResponse forward={forward.data} />
    </Stack>
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
