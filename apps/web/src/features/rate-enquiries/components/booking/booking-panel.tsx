import { ENQUIRY_HANDLE_ACCESS, type Enquiry } from '@fastforward/domain';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../../../lib/permissions';
import { useRenewBookingLink, useStaffBooking } from '../../api/booking-staff';
import { BookingSummary } from './booking-summary';

const dateOf = (at: string) => new Date(at).toLocaleString();

function StaffBookingView({ enquiry }: { enquiry: Enquiry }) {
  const view = useStaffBooking(enquiry.id);
  const renew = useRenewBookingLink(enquiry.id);
  const canRenew = useCan(ENQUIRY_HANDLE_ACCESS);
  if (view.isPending) return <Loader size="sm" aria-label="Loading the booking" />;
  if (view.isError) return <Text c="dimmed">The booking could not be loaded.</Text>;
  const { option, supplier, booking, bookingLink, enquiryStatus, enquiryVersion } = view.data;
  return (
    <Stack gap="sm">
      {option ? (
        <Paper withBorder p="md" aria-label="Selected option">
          <Stack gap={4}>
            <Title order={3}>Selected option</Title>
            <Text>
              {option.title} · {option.offeredSell} {option.currency} ({option.quoteReference})
            </Text>
            {supplier ? (
              <Text size="sm">
                Supplier: {supplier.vendor?.name ?? 'none named'}
                {supplier.shippingLine ? ` · line ${supplier.shippingLine.name}` : ''} · buy{' '}
                {supplier.buyTotal} {option.currency}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {enquiryStatus === 'selected' ? (
        <Paper withBorder p="md" aria-label="Booking link">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3}>Waiting for the customer's booking</Title>
              {bookingLink ? (
                <Badge color={bookingLink.isExpired ? 'red' : 'blue'}>
                  {bookingLink.isExpired ? 'Link expired' : 'Link sent'}
                </Badge>
              ) : null}
            </Group>
            {bookingLink ? (
              <Text size="sm">
                Booking link sent to {bookingLink.email} on {dateOf(bookingLink.createdAt)}; valid until{' '}
                {dateOf(bookingLink.expiresAt)}.
              </Text>
            ) : (
              <Alert color="yellow">No booking link has been sent yet.</Alert>
            )}
            {canRenew ? (
              <Group>
                <Button
                  variant="light"
                  loading={renew.isPending}
                  onClick={() => renew.mutate(enquiryVersion)}
                >
                  Renew booking link
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {booking ? <BookingSummary booking={booking} /> : null}
    </Stack>
  );
}

/** The forwarder's enquiry page, from selection on: the option and its supplier, the link, the booking and its job. */
export function BookingPanel({ enquiry }: { enquiry: Enquiry }) {
  if (enquiry.status !== 'selected' && enquiry.status !== 'booked') return null;
  return <StaffBookingView enquiry={enquiry} />;
}
