import {
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  type FeedbackRequest,
  feedbackRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../../components/data-table';

type FeedbackValues = { rating: number; comment: string };

const FIELDS = ['rating', 'comment'] as const;

/** '' is no comment. */
const toRequest = (values: FeedbackValues): FeedbackRequest => ({
  rating: values.rating,
  comment: values.comment.trim() === '' ? null : values.comment,
});

/** The feedback form (/feedback-form): stars from 1 to 5 and a comment. */
export function FeedbackForm({ onSubmit }: { onSubmit: (body: FeedbackRequest) => Promise<unknown> }) {
  const form = useForm<FeedbackValues>({
    defaultValues: { rating: 0, comment: '' },
    resolver: zodResolver(feedbackRequestSchema) as unknown as Resolver<FeedbackValues>,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toRequest(values));
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Feedback">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <Input.Wrapper label="Your rating" withAsterisk error={errors.rating?.message}>
              <Rating
                count={FEEDBACK_RATING_MAX}
                value={field.value}
                onChange={(value) => field.onChange(Math.max(FEEDBACK_RATING_MIN, value))}
                aria-label="Your rating"
                getSymbolLabel={(value) => `${value} of ${FEEDBACK_RATING_MAX} stars`}
                size="lg"
              />
            </Input.Wrapper>
          )}
        />
        <Textarea label="Comment" rows={3} {...form.register('comment')} error={errors.comment?.message} />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Send feedback
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
