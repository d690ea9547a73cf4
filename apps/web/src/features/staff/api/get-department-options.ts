import { type ListData, MAX_PAGE_SIZE, ORGANISATION_PATHS } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type DepartmentOption = { id: number; name: string };

/** The department picker's choices: the first page of the largest size, by name. */
export const getDepartmentOptions = async () =>
  (
    await http.get<ListData<DepartmentOption>>(ORGANISATION_PATHS.departments, {
      query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' },
    })
  ).items;

export const getDepartmentOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['departments', 'options'], queryFn: getDepartmentOptions });

export const useDepartmentOptions = () => useQuery(getDepartmentOptionsQueryOptions());
