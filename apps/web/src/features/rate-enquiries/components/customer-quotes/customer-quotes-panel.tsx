import type { Enquiry } from '@fastforward/domain';

/** Scaffold: replaced by the slice that builds the customer's quotes, counter-offers and selection. */
export function CustomerQuotesPanel(_props: { enquiry: Enquiry }) {
  return null;
}
