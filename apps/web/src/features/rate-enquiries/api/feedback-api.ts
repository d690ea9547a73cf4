import {
  ENQUIRY_PATHS,
  enquiryPath,
  type Feedback,
  type FeedbackListQuery,
  type FeedbackRequest,
  type FeedbackSummary,
  type ItemData,
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { http, request } from '../../../lib/http';

const MY_FEEDBACK_KEY = 'my-feedback';

/** GET {ENQUIRY_PATHS.myQueryFeedback}: the customer's rating of the enquiry, null before it rates. */
export const getMyFeedbackQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [MY_FEEDBACK_KEY, enquiryId],
    queryFn: async () =>
      (
        await http.get<ItemData<Feedback | null>>(
          enquiryPath(ENQUIRY_PATHS.myQueryFeedback, { id: enquiryId }),
        )
      ).item,
  });

export const useMyFeedback = (enquiryId: number) => useQuery(getMyFeedbackQueryOptions(enquiryId));

/** POST {ENQUIRY_PATHS.myQueryFeedback}: stars and a comment, once; refusals are the form's to show. */
export async function postFeedback({ enquiryId, body }: { enquiryId: number; body: FeedbackRequest }) {
  const answer = await request<ItemData<Feedback>>(
    enquiryPath(ENQUIRY_PATHS.myQueryFeedback, { id: enquiryId }),
    {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    },
  );
  return answer.data.item;
}

export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFeedback,
    onSuccess: (item) => queryClient.setQueryData([MY_FEEDBACK_KEY, item.enquiryId], item),
  });
}

export type FeedbackQuery = ListQueryOf<FeedbackListQuery>;

/** GET {ENQUIRY_PATHS.feedback}: the forwarder's customers' ratings, paged. */
export const { useList: useFeedbackList } = createListApi<Feedback, FeedbackQuery>(ENQUIRY_PATHS.feedback, [
  'enquiry-feedback',
]);

/** GET {ENQUIRY_PATHS.feedbackSummary}: the count, average and distribution of the ratings. */
export const useFeedbackSummary = () =>
  useQuery({
    queryKey: ['enquiry-feedback', 'summary'],
    queryFn: () => http.get<FeedbackSummary>(ENQUIRY_PATHS.feedbackSummary),
  });
