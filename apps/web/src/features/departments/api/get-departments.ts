import { type ListData, type NamedListQuery, ORGANISATION_PATHS } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type Department = { id: number; name: string; createdAt: string };

export type DepartmentsQuery = Pick<NamedListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
};

export const DEPARTMENTS_KEY = 'departments';

export const getDepartments = (query: DepartmentsQuery) =>
  http.get<ListData<Department>>(ORGANISATION_PATHS.departments, {
    query: { ...query, search: query.search || undefined },
  });

export const getDepartmentsQueryOptions = (query: DepartmentsQuery) =>
  queryOptions({
    queryKey: [DEPARTMENTS_KEY, query],
    queryFn: () => getDepartments(query),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useDepartments = (query: DepartmentsQuery) => useQuery(getDepartmentsQueryOptions(query));
