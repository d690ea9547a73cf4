import { PLATFORM_ADMIN_PATHS, type PlatformAdmin, type PlatformAdminListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type PlatformAdminsQuery = ListQueryOf<PlatformAdminListQuery>;

export const PLATFORM_ADMINS_KEY = 'platform-admins';

export const { getQueryOptions: getPlatformAdminsQueryOptions, useList: usePlatformAdmins } = createListApi<
  PlatformAdmin,
  PlatformAdminsQuery
>(PLATFORM_ADMIN_PATHS.admins, [PLATFORM_ADMINS_KEY]);
