import type { Enquiry } from '@fastforward/domain';

/** Scaffold: replaced by the slice that builds the forwarder's view of the booking and job. */
export function BookingPanel(_props: { enquiry: Enquiry }) {
  return null;
}
