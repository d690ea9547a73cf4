import { COMPANY_SETTINGS_PATHS, type ItemData, type OperatingCostSettings } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const OPERATING_COST_KEY = 'company-settings-operating-cost';

export const getOperatingCost = async () =>
  (await http.get<ItemData<OperatingCostSettings>>(COMPANY_SETTINGS_PATHS.operatingCost)).item;

export const getOperatingCostQueryOptions = () =>
  queryOptions({ queryKey: [OPERATING_COST_KEY], queryFn: getOperatingCost });

export const useOperatingCost = () => useQuery(getOperatingCostQueryOptions());
