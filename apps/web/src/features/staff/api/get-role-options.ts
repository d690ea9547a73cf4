import { type ListData, MAX_PAGE_SIZE, ORGANISATION_PATHS } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type RoleOption = { id: number; name: string };

/** The role picker's choices: the first page of the largest size, by name. */
export const getRoleOptions = async () =>
  (
    await http.get<ListData<RoleOption>>(ORGANISATION_PATHS.roles, {
      query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' },
    })
  ).items;

export const getRoleOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['roles', 'options'], queryFn: getRoleOptions });

export const useRoleOptions = () => useQuery(getRoleOptionsQueryOptions());
