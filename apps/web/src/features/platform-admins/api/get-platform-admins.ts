import {
  type ListData,
  PLATFORM_ADMIN_PATHS,
  type PlatformAdminListQuery,
  type StaffStatus,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type PlatformAdmin = {
  id: number;
  username: string;
  email: string;
  fullName: string;
  status: StaffStatus;
  isFirstLogin: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
};

export type PlatformAdminsQuery = Pick<PlatformAdminListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
  status?: StaffStatus;
};

export const PLATFORM_ADMINS_KEY = 'platform-admins';

export const getPlatformAdmins = (query: PlatformAdminsQuery) =>
  http.get<ListData<PlatformAdmin>>(PLATFORM_ADMIN_PATHS.admins, {
    query: { ...query, search: query.search || undefined },
  });

export const getPlatformAdminsQueryOptions = (query: PlatformAdminsQuery) =>
  queryOptions({
    queryKey: [PLATFORM_ADMINS_KEY, query],
    queryFn: () => getPlatformAdmins(query),
    placeholderData: keepPreviousData,
  });

export const usePlatformAdmins = (query: PlatformAdminsQuery) =>
  useQuery(getPlatformAdminsQueryOptions(query));
