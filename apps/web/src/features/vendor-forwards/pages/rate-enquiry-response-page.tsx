import { FORWARD_LINK_MESSAGES, type VendorForward } from '@fastforward/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingShip } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { HttpError } from '../../../lib/http';
import { useForwardLink, useRespondForwardLink } from '../api/forward-link';
import { AnswerOrDecline } from '../components/answer-or-decline';
import { AnswerOrOutcome } from '../components/answer-outcome';
import { ForwardSummary } from '../components/forward-summary';

const TITLE = 'Rate Enquiry Response';

/** A refused link (any 4xx) is the one "not valid" answer; anything else may pass on a retry. */
const isRefused = (error: unknown) => error instanceof HttpError && error.status < 500;

function LinkInvalid() {
  return (
    <Alert color="red" role="alert" title="Link not valid">
      {FORWARD_LINK_MESSAGES.linkInvalid}
    </Alert>
  );
}

/**
 * /rateEnquiryResponseForm?token=…: an e-mail-only vendor prices a forwarded enquiry without
 * signing in. Unknown, expired and used-up links all read "not valid"; an answered link shows its
 * answer read-only.
 */
export function RateEnquiryResponsePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useForwardLink(token);

  if (token === '')
    return (
      <Frame>
        <LinkInvalid />
      </Frame>
    );
  if (link.isPending) {
    return (
      <Frame>
        <LoadingShip spinner />
      </Frame>
    );
  }
  if (link.isError) {
    return (
      <Frame>
        {isRefused(link.error) ? (
          <LinkInvalid />
        ) : (
          <Stack gap="md">
            <Alert color="red" role="alert">
              The form could not be loaded. Please try again later.
            </Alert>
            <Button variant="light" onClick={() => link.refetch()} loading={link.isFetching}>
              Try again
            </Button>
          </Stack>
        )}
      </Frame>
    );
  }
  return (
    <Frame>
      <LinkForm token={token} forward={link.data} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <PublicCard title={TITLE} wide>
      {children}
    </PublicCard>
  );
}

type Outcome = 'answered' | 'declined' | 'refused' | null;

function LinkForm({ token, forward }: { token: string; forward: VendorForward }) {
  const { answer, decline } = useRespondForwardLink(token);
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** A write the link no longer takes (409, named on the token) is the "not valid" state too. */
  const send = async (write: () => Promise<unknown>, done: Outcome) => {
    try {
      await write();
      setOutcome(done);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setOutcome('refused');
      else throw error;
    }
  };

  if (outcome === 'refused') return <LinkInvalid />;
  return (
    <Stack gap="md">
      {outcome === 'answered' ? (
        <Alert color="green" role="status" title="Thank you">
          Your rates were sent to {forward.forwarder.name}. This link now shows your answer.
        </Alert>
      ) : null}
      {outcome === 'declined' ? (
        <Alert color="green" role="status" title="Thank you">
          {forward.forwarder.name} was told that you declined this enquiry.
        </Alert>
      ) : null}
      <Text c="dimmed" size="sm">
        {forward.forwarder.name} asks for your rates for the shipment below. No sign-in is needed.
      </Text>
      <ForwardSummary forward={forward} />
      <AnswerOrOutcome forward={forward} />
      {forward.canAnswer ? (
        <AnswerOrDecline
          forward={forward}
          heading={<Title order={3}>Your rates</Title>}
          onAnswer={(body) => send(() => answer.mutateAsync({ token, body }), 'answered')}
          onDecline={(reason) => send(() => decline.mutateAsync({ token, reason }), 'declined')}
        />
      ) : null}
    </Stack>
  );
}
