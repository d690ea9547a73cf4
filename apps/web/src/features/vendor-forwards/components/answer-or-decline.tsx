import type { ForwardAnswerRequest, VendorForward } from '@fastforward/domain';
import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ForwardAnswerForm } from '../../../components/forward-answer';
import { answerContextOf } from './answer-context';
import { DeclineForm } from './decline-form';

/**
 * The vendor's two ways out of an open forward, in the app and by link alike: the answer form, or
 * (one click away, and back) the decline with its reason. Each door sends and thanks in its own way.
 */
export function AnswerOrDecline({
  forward,
  heading,
  onAnswer,
  onDecline,
}: {
  forward: VendorForward;
  /** Above the answer form (the link's page names it). */
  heading?: ReactNode;
  onAnswer: (body: ForwardAnswerRequest) => Promise<unknown>;
  onDecline: (reason: string) => Promise<unknown>;
}) {
  const [isDeclining, setDeclining] = useState(false);
  if (isDeclining) return <DeclineForm onCancel={() => setDeclining(false)} onDecline={onDecline} />;
  return (
    <Stack>
      {heading}
      <ForwardAnswerForm context={answerContextOf(forward)} onSubmit={onAnswer} />
      <Group>
        <Button variant="subtle" color="red" onClick={() => setDeclining(true)}>
          Decline this enquiry
        </Button>
      </Group>
    </Stack>
  );
}
