import { ENQUIRY_PATHS, enquiryPath, type Quote } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../../components/files';
import { http, requestBlob } from '../../../lib/http';
import { QUOTES_KEY } from './quote-suggestions';

/** How many quotes of one enquiry the builder lists: every draft and version sent, newest first. */
const QUOTES_PAGE_SIZE = 50;

/** GET {ENQUIRY_PATHS.quotes}: the enquiry's quotes as the forwarder sees them (drafts, buy, floors). */
export const getStaffQuotesQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [QUOTES_KEY, 'staff', enquiryId],
    queryFn: () =>
      http.get<{ items: Quote[]; total: number }>(enquiryPath(ENQUIRY_PATHS.quotes, { id: enquiryId }), {
        query: { pageSize: QUOTES_PAGE_SIZE },
      }),
  });

export const useStaffQuotes = (enquiryId: number) => useQuery(getStaffQuotesQueryOptions(enquiryId));

/** 'RE-2026-000042 / Q2' → 'RE-2026-000042-Q2.pdf'. */
export const quoteFileName = (quote: Pick<Quote, 'reference'>) =>
  `${quote.reference.replace(/\s*\/\s*/g, '-').replace(/[^\w.-]+/g, '_')}.pdf`;

/** GET {ENQUIRY_PATHS.quotePdf}: the sent quote's PDF, saved by the browser. */
export async function downloadQuotePdf(quote: Pick<Quote, 'id' | 'enquiryId' | 'reference'>) {
  const blob = await requestBlob(
    enquiryPath(ENQUIRY_PATHS.quotePdf, { id: quote.enquiryId, quoteId: quote.id }),
  );
  saveBlob(blob, quoteFileName(quote));
}
