import type { Enquiry } from '@fastforward/domain';

/** Scaffold: replaced by the slice that builds the forwards and the comparison. */
export function ForwardsPanel(_props: { enquiry: Enquiry }) {
  return null;
}
