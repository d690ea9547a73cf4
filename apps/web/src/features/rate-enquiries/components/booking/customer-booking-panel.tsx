import type { Enquiry } from '@fastforward/domain';

/** Scaffold: replaced by the slice that builds the customer's booking and feedback. */
export function CustomerBookingPanel(_props: { enquiry: Enquiry }) {
  return null;
}
