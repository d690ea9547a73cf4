import { type ItemData, type ListData, MAX_PAGE_SIZE, type RecordRef } from '@fastforward/domain';
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

/** What every list asks: a page, a search, a sort where it has one, and the kind's own filters. */
export type RecordsQuery = {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
} & Record<string, string | number | undefined>;

/**
 * The web's side of a domain list query (z.infer of its schema): page and size always, the search,
 * sort and filters where the page has them.
 */
export type ListQueryOf<Q extends { page: number; pageSize: number }> = Pick<Q, 'page' | 'pageSize'> &
  Partial<Omit<Q, 'page' | 'pageSize'>>;

/** Any list query: the query-string values of one list call. */
export type ListQuery = { search?: string | undefined } & Record<string, string | number | undefined>;

/**
 * A server-paged list at `path`: its query options keyed by `queryKey` and the query's hook. L is
 * the answer where it carries more than the page (the notifications' unread count).
 */
export function createListApi<T, Q extends ListQuery = RecordsQuery, L extends ListData<T> = ListData<T>>(
  path: string,
  queryKey: QueryKey,
) {
  const getQueryOptions = (query: Q) =>
    queryOptions({
      queryKey: [...queryKey, query],
      queryFn: () => http.get<L>(path, { query: { ...query, search: query.search || undefined } }),
      // The previous page stays on screen while the next loads, so the table does not jump.
      placeholderData: keepPreviousData,
    });
  return { getQueryOptions, useList: (query: Q) => useQuery(getQueryOptions(query)) };
}

/**
 * The same list for each of a few kinds (licence agreements and disclaimers, a company's terms and
 * the platform's), each at its kind's path and keyed by its kind.
 */
export function createKindListApi<K extends string, T, Q extends ListQuery>(
  kinds: readonly K[],
  pathOf: (kind: K) => string,
  key: string,
) {
  const lists = Object.fromEntries(
    kinds.map((kind) => [kind, createListApi<T, Q>(pathOf(kind), [key, kind])]),
  ) as Record<K, ReturnType<typeof createListApi<T, Q>>>;
  return {
    getQueryOptions: (kind: K, query: Q) => lists[kind].getQueryOptions(query),
    useList: (kind: K, query: Q) => lists[kind].useList(query),
  };
}

/**
 * A picker's choices from the named records at `path`: the first page of the largest size, by name;
 * a picker reads only their ids and names.
 */
export function createOptionsApi(path: string, key: string) {
  const getQueryOptions = () =>
    queryOptions({
      queryKey: [key, 'options'],
      queryFn: async () =>
        (
          await http.get<ListData<RecordRef>>(path, {
            query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' },
          })
        ).items,
    });
  return { getQueryOptions, useOptions: () => useQuery(getQueryOptions()) };
}

export type RecordsApiOptions = {
  /** Other queries a change makes stale (a picker listing these records …). */
  alsoInvalidates?: readonly QueryKey[];
};

/**
 * The list, save and delete calls of one kind of company record at `path` (GET/POST path,
 * PUT/DELETE path/:id), with query options keyed by `key`.
 */
export function createRecordsApi<T, B>(path: string, key: string, options: RecordsApiOptions = {}) {
  const list = createListApi<T>(path, [key]);

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
    ...list,
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
