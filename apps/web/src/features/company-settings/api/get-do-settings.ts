import { COMPANY_SETTINGS_PATHS, type DoSettings, type ItemData } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const DO_SETTINGS_KEY = 'company-settings-do';

export const getDoSettings = async () =>
  (await http.get<ItemData<DoSettings>>(COMPANY_SETTINGS_PATHS.doSettings)).item;

export const getDoSettingsQueryOptions = () =>
  queryOptions({ queryKey: [DO_SETTINGS_KEY], queryFn: getDoSettings });

export const useDoSettings = () => useQuery(getDoSettingsQueryOptions());
