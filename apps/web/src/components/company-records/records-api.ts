import type { ItemData, ListData } from '@fastforward/domain';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { deleteWithDialogs, http, request } from '../../lib/http';

/** What every record list asks: a page, a search, a sort, and the kind's own filters. */
export type RecordsQuery = {
  page: number;
  pageSize: number;
  search?: string;
  sort: string;
  order: 'asc' | 'desc';
} & Record<string, string | number | undefined>;

export type RecordsApiOptions = {
  /** Other queries a change makes stale (a picker listing these records …). */
  alsoInvalidates?: readonly QueryKey[];
};

/**
 * The list, save and delete calls of one kind of company record at `path` (GET/POST path,
 * PUT/DELETE path/:id), with query options keyed by `key`.
 */
export function createRecordsApi<T, B>(path: string, key: string, options: RecordsApiOptions = {}) {
  const getQueryOptions = (query: RecordsQuery) =>
    queryOptions({
      queryKey: [key, query],
      queryFn: () => http.get<ListData<T>>(path, { query: { ...query, search: query.search || undefined } }),
      // The previous page stays on screen while the next loads, so the table does not jump.
      placeholderData: keepPreviousData,
    });

  const invalidate = (queryClient: QueryClient) =>
    Promise.all(
      [[key], ...(options.alsoInvalidates ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  /** Creates a record, or replaces one when an id is given. Errors are shown by the form. */
  const save = async ({ id, body }: { id?: number | undefined; body: B }) =>
    (
      await request<ItemData<T>>(id === undefined ? path : `${path}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        suppressErrorDialog: true,
      })
    ).data.item;

  return {
    getQueryOptions,
    useList: (query: RecordsQuery) => useQuery(getQueryOptions(query)),
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({ mutationFn: save, onSuccess: () => invalidate(queryClient) });
    },
    /** SPEC §8 dialogs: 'Successfully Deleted.' or 'Forbidden Deletion' with the server's reason. */
    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => deleteWithDialogs(`${path}/${id}`),
        onSuccess: (deleted) => {
          if (deleted) return invalidate(queryClient);
        },
      });
    },
  };
}

export type RecordsApi<T, B> = ReturnType<typeof createRecordsApi<T, B>>;
