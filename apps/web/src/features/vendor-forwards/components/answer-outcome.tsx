import type { VendorForward } from '@fastforward/domain';
import { Alert, Paper, Title } from '@mantine/core';
import { ForwardAnswerView } from './forward-answer-view';

/** What the forward's vendor has said: its answer, or its decline, or that it is closed. */
export function AnswerOrOutcome({ forward }: { forward: VendorForward }) {
  if (forward.answer) {
    return (
      <Paper withBorder p="md">
        <Title order={3} mb="sm">
          Your answer
        </Title>
        <ForwardAnswerView answer={forward.answer} />
      </Paper>
    );
  }
  if (forward.status === 'rejected') {
    return (
      <Alert color="gray" title="Declined">
        {forward.declineReason}
      </Alert>
    );
  }
  if (!forward.canAnswer) {
    return <Alert color="gray">This enquiry is no longer open for answers.</Alert>;
  }
  return null;
}
