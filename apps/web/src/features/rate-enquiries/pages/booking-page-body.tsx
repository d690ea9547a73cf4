import {
  BOOKING_MESSAGES,
  type BookingContext,
  ENQUIRY_ROUTES,
  enquiryPath,
  JOB_ROUTES,
  ROUTES,
} from '@fastforward/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingShip } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { HttpError } from '../../../lib/http';
import {
  type BookingTarget,
  uploadBookingDocument,
  useBookingContext,
  useSubmitBooking,
} from '../api/booking-context';
import { BookingFormFields } from '../components/booking/booking-form';
import { BookingSummary } from '../components/booking/booking-summary';

const TITLE = 'Booking Form';

/** A refused link (any 4xx) is the one "not valid" answer; anything else may pass on a retry. */
const isRefused = (error: unknown) => error instanceof HttpError && error.status < 500;

/** PRODUCT §6: every link that does not work reads the same, with no way into the dashboard. */
export function BookingLinkInvalid() {
  return (
    <Alert color="red" role="alert" title="Link expired or not valid">
      {BOOKING_MESSAGES.linkInvalid}
    </Alert>
  );
}

function Booked({
  context,
  isLink,
  justBooked,
}: {
  context: BookingContext;
  isLink: boolean;
  justBooked: boolean;
}) {
  const booking = context.booking;
  if (!booking) return null;
  return (
    <Stack gap="md">
      <Alert color="green" role="status" title={justBooked ? BOOKING_MESSAGES.booked : 'Booked'}>
        {context.enquiry.forwarderName} has your booking of {context.enquiry.reference}.
      </Alert>
      <BookingSummary booking={booking} downloadable={!isLink} />
      <NextSteps context={context} isLink={isLink} />
    </Stack>
  );
}

/**
 * Where the booking leads: in the app, its job and its enquiry; through the link (no session),
 * the sign-in, which opens the job once signed in.
 */
function NextSteps({ context, isLink }: { context: BookingContext; isLink: boolean }) {
  const job = context.booking?.job ?? null;
  const jobPath = job ? enquiryPath(JOB_ROUTES.myJob, { id: job.id }) : null;
  if (isLink) {
    return (
      <Stack gap="xs" aria-label="What next">
        <Text size="sm">
          {job ? `Your job ${job.reference} is open. ` : ''}Sign in to FastForward to follow the shipment, its
          documents and invoices.
        </Text>
        <Group>
          <Button component={Link} to={ROUTES.login} state={jobPath ? { from: jobPath } : undefined}>
            Sign in to follow your shipment
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group aria-label="What next">
      {job && jobPath ? (
        <Button component={Link} to={jobPath}>
          Open your job {job.reference}
        </Button>
      ) : null}
      <Button
        component={Link}
        to={enquiryPath(ENQUIRY_ROUTES.myQuery, { id: context.enquiry.id })}
        variant="light"
      >
        Back to the enquiry
      </Button>
      <Button component={Link} to={ROUTES.dashboard} variant="subtle">
        Your dashboard
      </Button>
    </Group>
  );
}

function Form({ target, context }: { target: BookingTarget; context: BookingContext }) {
  const submit = useSubmitBooking(target);
  const [refused, setRefused] = useState(false);
  const [justBooked, setJustBooked] = useState(false);
  if (refused) return <BookingLinkInvalid />;
  if (context.booking)
    return <Booked context={context} isLink={target.kind === 'link'} justBooked={justBooked} />;
  if (context.enquiry.status !== 'selected' || !context.option) {
    return <Alert color="yellow">This enquiry has no selected option to book.</Alert>;
  }
  const { enquiry, option } = context;
  return (
    <Stack gap="md">
      <Text size="sm">
        {enquiry.reference}: {enquiry.originPort} → {enquiry.destinationPort}, ready {enquiry.cargoReadyDate}.
      </Text>
      <Text size="sm">
        Selected option: {option.title} at {option.offeredSell} {option.currency} ({option.quoteReference})
        {option.shippingLine ? `, ${option.shippingLine.name}` : ''}.
      </Text>
      <BookingFormFields
        context={context}
        onUpload={(code, file) => uploadBookingDocument(target, code, file)}
        onSubmit={async (body) => {
          try {
            await submit.mutateAsync({ target, body });
            setJustBooked(true);
          } catch (error) {
            // Through a link, a refusal of the link itself (used, expired meanwhile) is its one answer.
            if (target.kind === 'link' && error instanceof HttpError && error.status === 404)
              setRefused(true);
            else throw error;
          }
        }}
      />
    </Stack>
  );
}

/** The booking form's page for either door: loading, the link's refusal, the form, or the booking made. */
export function BookingPageBody({ target }: { target: BookingTarget | null }) {
  // Without an enquiry there is nothing to ask: the query stays off.
  const context = useBookingContext(target ?? { kind: 'app', enquiryId: 0 }, target !== null);
  const isLink = target?.kind === 'link';
  let body: React.ReactNode;
  if (target === null) body = <BookingNotFound />;
  else if (context.isPending) body = <LoadingShip spinner />;
  else if (context.isError) {
    body = !isRefused(context.error) ? (
      <Stack gap="md">
        <Alert color="red" role="alert">
          The booking form could not be loaded. Please try again later.
        </Alert>
        <Button variant="light" onClick={() => context.refetch()} loading={context.isFetching}>
          Try again
        </Button>
      </Stack>
    ) : isLink ? (
      <BookingLinkInvalid />
    ) : (
      <BookingNotFound />
    );
  } else body = <Form target={target} context={context.data} />;
  return (
    <PublicCard title={TITLE} wide>
      {body}
    </PublicCard>
  );
}

function BookingNotFound() {
  return <Alert color="yellow">This enquiry was not found.</Alert>;
}
