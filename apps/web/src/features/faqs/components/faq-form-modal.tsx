import { FAQ_LIMITS, type Faq, faqRequestSchema } from '@fastforward/domain';
import { Autocomplete, Checkbox, Textarea, TextInput } from '@mantine/core';
import {
  FormField,
  OrderInput,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { faqsApi, useFaqCategories } from '../api/faqs-api';

type FormValues = {
  question: string;
  answer: string;
  category: string;
  /** Empty: a new FAQ goes last, an edited one keeps its place. */
  displayOrder: number | undefined;
  isPublished: boolean;
};

const FIELDS = ['question', 'answer', 'category', 'displayOrder', 'isPublished'] as const;

const toFormValues = (faq: Faq | null): FormValues => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category: faq?.category ?? '',
  displayOrder: faq?.displayOrder,
  isPublished: faq?.isPublished ?? true,
});

/** Write or edit an FAQ: question, answer, category (one of those in use, or a new one), order. */
export function FaqFormModal(slot: RecordFormSlot<Faq>) {
  const { form, modal } = useRecordForm(slot, {
    api: faqsApi,
    schema: faqRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const categories = useFaqCategories();
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit FAQ' : 'New FAQ'} size="lg">
      <TextInput
        label="Question"
        withAsterisk
        maxLength={FAQ_LIMITS.question}
        {...form.register('question')}
        error={errors.question?.message}
      />
      <Textarea
        label="Answer"
        description="Plain text; a blank line starts a new paragraph."
        withAsterisk
        rows={6}
        {...form.register('answer')}
        error={errors.answer?.message}
      />
      <FormField control={form.control} name="category">
        {(bound) => (
          <Autocomplete
            label="Category"
            description="Customers see the FAQs grouped by category."
            placeholder="Booking, Documents, Payments…"
            data={categories.data ?? []}
            maxLength={FAQ_LIMITS.category}
            {...bound}
          />
        )}
      </FormField>
      <FormField control={form.control} name="displayOrder">
        {(bound) => (
          <OrderInput
            description={slot.record ? undefined : 'Leave empty to put it last.'}
            max={FAQ_LIMITS.displayOrder}
            emptyValue={undefined}
            {...bound}
          />
        )}
      </FormField>
      <Checkbox
        label="Published: customers see it"
        {...form.register('isPublished')}
        error={errors.isPublished?.message}
      />
    </RecordFormModal>
  );
}
