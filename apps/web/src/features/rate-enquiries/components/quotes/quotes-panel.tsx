import type { Enquiry } from '@fastforward/domain';

/** Scaffold: replaced by the slice that builds the quote builder. */
export function QuotesPanel(_props: { enquiry: Enquiry }) {
  return null;
}
