import { type ListData, type NamedListQuery, ORGANISATION_PATHS } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type Designation = { id: number; name: string; createdAt: string };

export type DesignationsQuery = Pick<NamedListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
};

export const DESIGNATIONS_KEY = 'designations';

export const getDesignations = (query: DesignationsQuery) =>
  http.get<ListData<Designation>>(ORGANISATION_PATHS.designations, {
    query: { ...query, search: query.search || undefined },
  });

export const getDesignationsQueryOptions = (query: DesignationsQuery) =>
  queryOptions({
    queryKey: [DESIGNATIONS_KEY, query],
    queryFn: () => getDesignations(query),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useDesignations = (query: DesignationsQuery) => useQuery(getDesignationsQueryOptions(query));
