import { BOOKING_MESSAGES } from '@fastforward/domain';
import { Alert, Loader, Rating, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { useGiveFeedback, useMyFeedback } from '../api/feedback-api';
import { FeedbackForm } from '../components/booking/feedback-form';

function Feedback({ enquiryId }: { enquiryId: number }) {
  const given = useMyFeedback(enquiryId);
  const give = useGiveFeedback();
  if (given.isPending) return <Loader aria-label="Loading your feedback" />;
  if (given.isError) return <Alert color="yellow">This enquiry was not found.</Alert>;
  if (given.data) {
    return (
      <Stack gap="sm">
        <Alert color="green" role="status" title={BOOKING_MESSAGES.feedbackSent}>
          You rated {given.data.enquiryReference}.
        </Alert>
        <Rating value={given.data.rating} readOnly aria-label={`Rated ${given.data.rating} of 5`} />
        {given.data.comment ? <Text size="sm">{given.data.comment}</Text> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">How was our service on this booking?</Text>
      <FeedbackForm onSubmit={(body) => give.mutateAsync({ enquiryId, body })} />
    </Stack>
  );
}

/** /feedback-form?enquiry=<id>: the signed-in customer rates the service of a booked enquiry, once. */
export function FeedbackFormPage() {
  const [params] = useSearchParams();
  const enquiryId = Number(params.get('enquiry'));
  const valid = Number.isInteger(enquiryId) && enquiryId > 0;
  return (
    <PublicCard title="Feedback Form">
      {valid ? <Feedback enquiryId={enquiryId} /> : <Alert color="yellow">This enquiry was not found.</Alert>}
    </PublicCard>
  );
}
