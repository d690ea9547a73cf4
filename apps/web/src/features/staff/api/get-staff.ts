import { ORGANISATION_PATHS, type Staff, type StaffListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type StaffQuery = ListQueryOf<StaffListQuery>;

export const STAFF_KEY = 'staff';

export const { getQueryOptions: getStaffQueryOptions, useList: useStaff } = createListApi<Staff, StaffQuery>(
  ORGANISATION_PATHS.staff,
  [STAFF_KEY, 'list'],
);
