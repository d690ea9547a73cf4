import { API_PATHS, type MyProfile } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MY_PROFILE_KEY } from '../../../lib/query-keys';

export const getMyProfile = async () => (await http.get<{ item: MyProfile }>(API_PATHS.myProfile)).item;

export const getMyProfileQueryOptions = () =>
  queryOptions({ queryKey: [MY_PROFILE_KEY], queryFn: getMyProfile });

export const useMyProfile = () => useQuery(getMyProfileQueryOptions());
