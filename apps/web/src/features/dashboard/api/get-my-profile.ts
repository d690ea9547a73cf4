import { API_PATHS } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type MyProfile = {
  id: number;
  username: string;
  email: string;
  fullName: string;
  company: { id: number; name: string; categoryCode: string } | null;
  roles: { id: number; name: string }[];
  permissions: string[];
};

export const getMyProfile = async () => (await http.get<{ item: MyProfile }>(API_PATHS.myProfile)).item;

export const getMyProfileQueryOptions = () =>
  queryOptions({ queryKey: ['my-profile'], queryFn: getMyProfile });

export const useMyProfile = () => useQuery(getMyProfileQueryOptions());
