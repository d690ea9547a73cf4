import type { ItemData, ListData, NamedListQuery } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs, http, request } from '../../lib/http';

/** A company's named record (department, designation): the same shape and endpoints for each kind. */
export type NamedRecord = { id: number; name: string; createdAt: string };

export type NamedRecordsQuery = Pick<NamedListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
};

/**
 * The list, save and delete calls of one kind of named record at `path` (GET/POST path,
 * PUT/DELETE path/:id), with query options keyed by `key`.
 */
export function createNamedRecordsApi(path: string, key: string) {
  const getQueryOptions = (query: NamedRecordsQuery) =>
    queryOptions({
      queryKey: [key, query],
      queryFn: () =>
        http.get<ListData<NamedRecord>>(path, { query: { ...query, search: query.search || undefined } }),
      // The previous page stays on screen while the next loads, so the table does not jump.
      placeholderData: keepPreviousData,
    });

  /** Creates a record, or renames one when an id is given. Errors are shown by the form. */
  const save = async ({ id, body }: { id?: number; body: { name: string } }) =>
    (
      await request<ItemData<NamedRecord>>(id === undefined ? path : `${path}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        suppressErrorDialog: true,
      })
    ).data;

  return {
    getQueryOptions,
    useList: (query: NamedRecordsQuery) => useQuery(getQueryOptions(query)),
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: save,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }),
      });
    },
    /** SPEC §8 dialogs: 'Successfully Deleted.' or 'Forbidden Deletion' with the server's reason. */
    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => deleteWithDialogs(`${path}/${id}`),
        onSuccess: (deleted) => {
          if (deleted) return queryClient.invalidateQueries({ queryKey: [key] });
        },
      });
    },
  };
}

export type NamedRecordsApi = ReturnType<typeof createNamedRecordsApi>;
