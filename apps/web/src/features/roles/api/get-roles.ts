import { ORGANISATION_PATHS, type RoleListQuery, type RoleSummary } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type RolesQuery = ListQueryOf<RoleListQuery>;

export const ROLES_KEY = 'roles';

export const { getQueryOptions: getRolesQueryOptions, useList: useRoles } = createListApi<
  RoleSummary,
  RolesQuery
>(ORGANISATION_PATHS.roles, [ROLES_KEY, 'list']);
