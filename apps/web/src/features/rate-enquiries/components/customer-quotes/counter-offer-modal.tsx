import {
  type CounterOfferRequest,
  type CounterOfferRequestInput,
  type CustomerQuoteOption,
  counterOfferRequestSchema,
} from '@fastforward/domain';
import { Text, Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, useRecordForm } from '../../../../components/company-records';
import { useCounterOffer } from '../../api/negotiation-counter-offer';
import { money } from '../negotiations/negotiation-rounds';

type CounterValues = { quoteOptionId: number; targetAmount: string; message: string };

export type CounterOfferModalProps = {
  enquiryId: number;
  /** The option countered; null while closed. */
  option: CustomerQuoteOption | null;
  currency: string;
  onClose: () => void;
};

/** The customer names the price it would take for an option, with a message to the forwarder. */
export function CounterOfferModal({ enquiryId, option, currency, onClose }: CounterOfferModalProps) {
  const counter = useCounterOffer();
  const { form, modal } = useRecordForm<CounterValues, CounterOfferRequest, CustomerQuoteOption>(
    { opened: option !== null, record: option, onClose },
    {
      api: { useSave: () => ({ mutateAsync: ({ body }) => counter.mutateAsync({ id: enquiryId, body }) }) },
      schema: counterOfferRequestSchema,
      toFormValues: (open) =>
        ({ quoteOptionId: open?.id ?? 0, targetAmount: '', message: '' }) satisfies CounterOfferRequestInput,
      fieldNames: ['quoteOptionId', 'targetAmount', 'message'],
    },
  );
  const { errors } = form.formState;

  return (
    <RecordFormModal {...modal} title="Counter-offer" submitLabel="Send counter-offer">
      {option ? (
        <Text size="sm">
          “{option.title}” is offered at {money(option.offeredSell, currency)}. Name the price you would take;
          the forwarder accepts it, counters or keeps its price.
        </Text>
      ) : null}
      {errors.quoteOptionId ? (
        <Text c="red" size="sm">
          {errors.quoteOptionId.message}
        </Text>
      ) : null}
      <TextInput
        label={`Target amount (${currency})`}
        withAsterisk
        inputMode="decimal"
        {...form.register('targetAmount')}
        error={errors.targetAmount?.message}
      />
      <Textarea label="Message" rows={3} {...form.register('message')} error={errors.message?.message} />
    </RecordFormModal>
  );
}
