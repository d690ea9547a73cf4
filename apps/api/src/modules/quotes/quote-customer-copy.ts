import { optionTitleOf, withoutVendorNames } from '@fastforward/domain';
import type { StoredQuoteLine } from './quote-drafts';

/**
 * The quote as it goes to the customer. Which vendor the forwarder buys from is its secret, so
 * whatever pricing typed, the option titles, line labels, remarks and terms are sent (and stored
 * as sent: the booking, the job, the invoices and every mail read that copy) without a vendor's
 * name. A title left empty is the default title; a label left empty is its charge's priced name,
 * or "Charge".
 */

type SentOption = {
  title: string;
  shippingLineName: string | null;
  transitDays: number | null;
  freeDays: number | null;
  lines: StoredQuoteLine[];
};

const cleanOrNull = (text: string | null, names: readonly string[]) =>
  text === null ? null : withoutVendorNames(text, names) || null;

export function customerCopyOf<O extends SentOption>(
  quote: { remarks: string | null; terms: string | null; options: O[] },
  vendorNames: readonly string[],
): { remarks: string | null; terms: string | null; options: O[] } {
  const clean = (text: string) => withoutVendorNames(text, vendorNames);
  return {
    remarks: cleanOrNull(quote.remarks, vendorNames),
    terms: cleanOrNull(quote.terms, vendorNames),
    options: quote.options.map((option) => ({
      ...option,
      title: clean(option.title) || optionTitleOf(option, 'Option'),
      lines: option.lines.map((line) => ({
        ...line,
        label: clean(line.label) || clean(line.pricedLabel ?? '') || 'Charge',
      })),
    })),
  };
}
