import {
  type ListData,
  ORGANISATION_PATHS,
  type StaffListQuery,
  type StaffStatus,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type Ref = { id: number; name: string };

export type StaffMember = {
  id: number;
  username: string;
  email: string;
  fullName: string;
  status: StaffStatus;
  isFirstLogin: boolean;
  department: Ref | null;
  designation: Ref | null;
  roles: Ref[];
  createdAt: string;
};

export type StaffQuery = Pick<StaffListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
  departmentId?: number;
  roleId?: number;
  status?: StaffStatus;
};

export const STAFF_KEY = 'staff';

export const getStaff = (query: StaffQuery) =>
  http.get<ListData<StaffMember>>(ORGANISATION_PATHS.staff, {
    query: { ...query, search: query.search || undefined },
  });

export const getStaffQueryOptions = (query: StaffQuery) =>
  queryOptions({
    queryKey: [STAFF_KEY, 'list', query],
    queryFn: () => getStaff(query),
    placeholderData: keepPreviousData,
  });

export const useStaff = (query: StaffQuery) => useQuery(getStaffQueryOptions(query));
