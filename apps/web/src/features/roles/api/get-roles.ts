import { type ListData, ORGANISATION_PATHS, type RoleListQuery } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type DepartmentRef = { id: number; name: string } | null;

export type RoleSummary = {
  id: number;
  name: string;
  department: DepartmentRef;
  permissionCount: number;
  staffCount: number;
  createdAt: string;
};

export type RolesQuery = Pick<RoleListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
  departmentId?: number;
};

export const ROLES_KEY = 'roles';

export const getRoles = (query: RolesQuery) =>
  http.get<ListData<RoleSummary>>(ORGANISATION_PATHS.roles, {
    query: { ...query, search: query.search || undefined },
  });

export const getRolesQueryOptions = (query: RolesQuery) =>
  queryOptions({
    queryKey: [ROLES_KEY, 'list', query],
    queryFn: () => getRoles(query),
    placeholderData: keepPreviousData,
  });

export const useRoles = (query: RolesQuery) => useQuery(getRolesQueryOptions(query));
