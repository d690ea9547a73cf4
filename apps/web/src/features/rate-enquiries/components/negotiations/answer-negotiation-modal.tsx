import {
  isBelowFloor,
  type NegotiationAnswerRequest,
  type NegotiationApprover,
  type NegotiationDecision,
  type NegotiationRound,
  negotiatedPrice,
  negotiationAnswerRequestSchema,
} from '@fastforward/domain';
import { Alert, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { RecordFormModal, useRecordForm } from '../../../../components/company-records';
import { useAnswerNegotiation } from '../../api/negotiation-answer';
import { money } from './negotiation-rounds';

type AnswerValues = {
  decision: NegotiationDecision;
  counterAmount: string;
  message: string;
  version: number;
};

/** A counter amount is sent only with a counter-offer; the box may hold one typed before switching. */
const answerFormSchema = z.preprocess((values) => {
  const v = values as AnswerValues;
  return { ...v, counterAmount: v.decision === 'countered' ? v.counterAmount : null };
}, negotiationAnswerRequestSchema) as unknown as z.ZodType<NegotiationAnswerRequest>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The price the answer being typed would put on the table, when it reads as one. */
function priceOf(round: NegotiationRound, decision: NegotiationDecision, counter: string) {
  if (decision === 'countered' && !AMOUNT.test(counter.trim())) return null;
  const outcome = negotiatedPrice(round, decision, counter.trim());
  return 'price' in outcome ? outcome.price : null;
}

export type AnswerNegotiationModalProps = {
  /** The open round; null while closed. */
  round: NegotiationRound | null;
  enquiryId: number;
  /** The enquiry's version as read: a change meanwhile refuses the answer (409). */
  enquiryVersion: number;
  approvers: readonly NegotiationApprover[];
  /** The user holds approve-negotiation: a price below the floor is theirs to give. */
  canApprove: boolean;
  onClose: () => void;
};

/** Pricing answers the open round: accept the target, counter with an amount, or reject. */
export function AnswerNegotiationModal({
  round,
  enquiryId,
  enquiryVersion,
  approvers,
  canApprove,
  onClose,
}: AnswerNegotiationModalProps) {
  const answer = useAnswerNegotiation();
  const { form, modal } = useRecordForm<AnswerValues, NegotiationAnswerRequest, NegotiationRound>(
    { opened: round !== null, record: round, onClose },
    {
      api: {
        useSave: () => ({
          mutateAsync: ({ id, body }) => answer.mutateAsync({ enquiryId, negotiationId: id as number, body }),
        }),
      },
      schema: answerFormSchema,
      toFormValues: () => ({ decision: 'accepted', counterAmount: '', message: '', version: enquiryVersion }),
      fieldNames: ['decision', 'counterAmount', 'message', 'version'],
    },
  );
  const { errors } = form.formState;
  const decision = form.watch('decision');
  const counter = form.watch('counterAmount') ?? '';
  const price = round ? priceOf(round, decision, counter) : null;
  const belowFloor =
    round !== null &&
    round.floorSell !== null &&
    decision !== 'rejected' &&
    price !== null &&
    isBelowFloor(price, round.floorSell);
  const names = approvers.map((a) => a.fullName).join(', ');

  return (
    <RecordFormModal {...modal} title="Answer counter-offer" submitLabel="Send answer">
      {round ? (
        <Text size="sm">
          The customer asks {money(round.targetAmount, round.currency)} for “{round.optionTitle}”, offered at{' '}
          {money(round.offeredSell, round.currency)}
          {round.floorSell === null ? '' : `; the floor is ${money(round.floorSell, round.currency)}`}.
        </Text>
      ) : null}
      <Controller
        control={form.control}
        name="decision"
        render={({ field }) => (
          <Radio.Group
            label="Decision"
            withAsterisk
            value={field.value}
            onChange={(value) => field.onChange(value as NegotiationDecision)}
            error={errors.decision?.message}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="accepted" label="Accept the target" />
              <Radio value="countered" label="Counter with another price" />
              <Radio value="rejected" label="Reject (keep the offered price)" />
            </Stack>
          </Radio.Group>
        )}
      />
      {decision === 'countered' ? (
        <TextInput
          label="Counter amount"
          withAsterisk
          inputMode="decimal"
          description={
            round
              ? `Above ${money(round.targetAmount, round.currency)}, at most ${money(round.offeredSell, round.currency)}`
              : undefined
          }
          {...form.register('counterAmount')}
          error={errors.counterAmount?.message}
        />
      ) : null}
      {belowFloor && round ? (
        <Alert color="orange" title="Below the floor" role="alert">
          {money(price, round.currency)} is below the floor of {money(round.floorSell ?? '', round.currency)}.{' '}
          {canApprove
            ? 'You approve it as an approver of negotiations; your approval is recorded with the answer.'
            : `Only an approver of negotiations may give this price: ${names || 'nobody holds that permission yet'}.`}
        </Alert>
      ) : null}
      <Textarea
        label="Message to the customer"
        rows={3}
        {...form.register('message')}
        error={errors.message?.message}
      />
      {errors.version ? (
        <Text c="red" size="sm">
          {errors.version.message}
        </Text>
      ) : null}
    </RecordFormModal>
  );
}
