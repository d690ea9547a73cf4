import { ENQUIRY_PATHS, enquiryPath, type QuoteSuggestions } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every query of the quote builder starts with this key: saving or sending a quote reads them again. */
export const QUOTES_KEY = 'quotes';

/** GET {ENQUIRY_PATHS.quoteSuggestions}: the candidate options the rate engine and the vendors' answers price. */
export const getQuoteSuggestionsQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [QUOTES_KEY, 'suggestions', enquiryId],
    queryFn: () =>
      http.get<{ item: QuoteSuggestions }>(enquiryPath(ENQUIRY_PATHS.quoteSuggestions, { id: enquiryId })),
    select: (data) => data.item,
  });

export const useQuoteSuggestions = (enquiryId: number, enabled = true) =>
  useQuery({ ...getQuoteSuggestionsQueryOptions(enquiryId), enabled });
