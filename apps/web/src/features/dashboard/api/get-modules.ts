import { API_PATHS, type NavigationModule } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The server already filters the modules to the user's permissions (SPEC §2 navigation). */
export const getModules = async () =>
  (await http.get<{ items: NavigationModule[] }>(API_PATHS.modules)).items ?? [];

export const getModulesQueryOptions = () => queryOptions({ queryKey: ['modules'], queryFn: getModules });

export const useModules = () => useQuery(getModulesQueryOptions());
