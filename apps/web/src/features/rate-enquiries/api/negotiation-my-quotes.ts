import {
  type CustomerQuote,
  ENQUIRY_PATHS,
  enquiryPath,
  type ListData,
  MAX_PAGE_SIZE,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../../components/files';
import { http, requestBlob } from '../../../lib/http';

/** GET {ENQUIRY_PATHS.myQueryQuotes}: the quotes sent for the customer's own enquiry, newest first. */
export const getMyQuotesQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: ['my-quotes', enquiryId],
    // Every quote of one enquiry fits a page: an enquiry is quoted a few times, not hundreds.
    queryFn: async () =>
      (
        await http.get<ListData<CustomerQuote>>(enquiryPath(ENQUIRY_PATHS.myQueryQuotes, { id: enquiryId }), {
          query: { pageSize: MAX_PAGE_SIZE },
        })
      ).items,
  });

export const useMyQuotes = (enquiryId: number) => useQuery(getMyQuotesQueryOptions(enquiryId));

/** 'RE-2026-000042 / Q2' → 'RE-2026-000042-Q2.pdf': a file name without a path separator. */
export const quotePdfName = (quote: Pick<CustomerQuote, 'reference'>) =>
  `${quote.reference.replace(/\s*\/\s*/g, '-').replace(/[^\w.-]+/g, '_')}.pdf`;

/** GET {ENQUIRY_PATHS.myQueryQuotePdf}: the quote's PDF, saved by the browser; a refusal shows the error dialog. */
export async function downloadMyQuotePdf(quote: Pick<CustomerQuote, 'id' | 'enquiryId' | 'reference'>) {
  const blob = await requestBlob(
    enquiryPath(ENQUIRY_PATHS.myQueryQuotePdf, { id: quote.enquiryId, quoteId: quote.id }),
  );
  saveBlob(blob, quotePdfName(quote));
}
