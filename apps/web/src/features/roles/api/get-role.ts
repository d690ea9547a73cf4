import { type ItemData, ORGANISATION_PATHS, type Role } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ROLES_KEY } from './get-roles';

export const getRole = async (id: number) =>
  (await http.get<ItemData<Role>>(`${ORGANISATION_PATHS.roles}/${id}`)).item;

export const getRoleQueryOptions = (id: number) =>
  queryOptions({ queryKey: [ROLES_KEY, 'item', id], queryFn: () => getRole(id) });

/** The list only counts permissions; editing needs the role's own list. */
export const useRole = (id: number | null) =>
  useQuery({ ...getRoleQueryOptions(id ?? 0), enabled: id !== null });
