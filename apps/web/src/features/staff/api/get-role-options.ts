import { ORGANISATION_PATHS } from '@fastforward/domain';
import { createOptionsApi } from '../../../components/company-records';

/** The role picker's choices. */
export const { getQueryOptions: getRoleOptionsQueryOptions, useOptions: useRoleOptions } = createOptionsApi(
  ORGANISATION_PATHS.roles,
  'roles',
);
