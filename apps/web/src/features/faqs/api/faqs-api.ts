import {
  FAQ_PATHS,
  type Faq,
  type FaqCategories,
  type FaqMoveDirection,
  type FaqRequest,
  faqApiPath,
  type ItemData,
  type MyFaqs,
} from '@fastforward/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRecordsApi } from '../../../components/company-records';
import { http, request } from '../../../lib/http';

const KEY = 'customer-care-faqs';
const CATEGORIES_KEY = [KEY, 'categories'] as const;

/** GET/POST {FAQ_PATHS.faqs}, PUT/DELETE …/:id; a change may add or drop a category. */
export const faqsApi = createRecordsApi<Faq, FaqRequest>(FAQ_PATHS.faqs, KEY, {
  alsoInvalidates: [CATEGORIES_KEY],
});

/** GET {FAQ_PATHS.categories}: the filter's and the form's choices. */
export const useFaqCategories = () =>
  useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: async () => (await http.get<FaqCategories>(FAQ_PATHS.categories)).items,
  });

/** PUT publish or move: the list is asked again, in its new order. */
function useFaqAction<A>(call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

export const useSetFaqPublished = () =>
  useFaqAction(({ id, isPublished }: { id: number; isPublished: boolean }) =>
    request<ItemData<Faq>>(faqApiPath.publish(id), { method: 'PUT', body: { isPublished } }),
  );

export const useMoveFaq = () =>
  useFaqAction(({ id, direction }: { id: number; direction: FaqMoveDirection }) =>
    request<ItemData<Faq>>(faqApiPath.move(id), { method: 'PUT', body: { direction } }),
  );

/** GET {FAQ_PATHS.myFaqs}: the customer's help page, searched on the server. */
export const useMyFaqs = (search: string) =>
  useQuery({
    queryKey: ['my-faqs', search],
    queryFn: () => http.get<MyFaqs>(FAQ_PATHS.myFaqs, { query: { search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
