import type { Enquiry } from '@fastforward/domain';

/** Scaffold: replaced by the slice that builds pricing's side of the negotiation. */
export function NegotiationsPanel(_props: { enquiry: Enquiry }) {
  return null;
}
