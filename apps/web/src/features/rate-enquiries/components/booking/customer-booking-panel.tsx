import { ENQUIRY_ROUTES, type Enquiry } from '@fastforward/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useBookingContext } from '../../api/booking-context';
import { BookingSummary } from './booking-summary';

const bookingFormLink = (enquiryId: number) => `${ENQUIRY_ROUTES.bookingForm}?enquiry=${enquiryId}`;
const feedbackFormLink = (enquiryId: number) => `${ENQUIRY_ROUTES.feedbackForm}?enquiry=${enquiryId}`;

function BookedView({ enquiry }: { enquiry: Enquiry }) {
  const context = useBookingContext({ kind: 'app', enquiryId: enquiry.id });
  if (context.isPending) return <Loader size="sm" aria-label="Loading the booking" />;
  if (context.isError || !context.data.booking) {
    return <Text c="dimmed">The booking could not be loaded.</Text>;
  }
  return (
    <Stack gap="sm">
      <BookingSummary booking={context.data.booking} />
      <Group>
        <Button component={Link} to={feedbackFormLink(enquiry.id)} variant="light">
          Rate our service
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The customer's enquiry page, after selection: Book now while Selected (the booking form), the
 * booking with its job reference once Booked, and the way to rate the service.
 */
export function CustomerBookingPanel({ enquiry }: { enquiry: Enquiry }) {
  if (enquiry.status === 'selected') {
    return (
      <Paper withBorder p="md" aria-label="Booking">
        <Stack gap="sm">
          <Title order={3}>Booking</Title>
          <Alert color="blue">
            You selected an option. Fill in the booking form to book it; we have also mailed you a booking
            link.
          </Alert>
          <Group>
            <Button component={Link} to={bookingFormLink(enquiry.id)}>
              Book now
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (enquiry.status === 'booked') return <BookedView enquiry={enquiry} />;
  return null;
}
