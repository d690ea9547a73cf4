import { FAQ_LIMITS, type Faq, faqRequestSchema } from '@fastforward/domain';
import { Autocomplete, Checkbox, NumberInput, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../components/company-records';
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
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <Autocomplete
            label="Category"
            description="Customers see the FAQs grouped by category."
            placeholder="Booking, Documents, Payments…"
            data={categories.data ?? []}
            maxLength={FAQ_LIMITS.category}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.category?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="displayOrder"
        render={({ field }) => (
          <NumberInput
            label="Order"
            description={slot.record ? undefined : 'Leave empty to put it last.'}
            min={0}
            max={FAQ_LIMITS.displayOrder}
            allowDecimal={false}
            allowNegative={false}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
            onBlur={field.onBlur}
            error={errors.displayOrder?.message}
          />
        )}
      />
      <Checkbox
        label="Published: customers see it"
        {...form.register('isPublished')}
        error={errors.isPublished?.message}
      />
    </RecordFormModal>
  );
}
