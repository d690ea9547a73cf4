import { COMPANY_SETTINGS_PATHS, type CompanyBasicSettings, type ItemData } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const BASIC_SETTINGS_KEY = 'company-settings-basic';

// The page shows its own 'could not be loaded', and the header's logo falls back to the product's.
export const getBasicSettings = async () =>
  (
    await http.get<ItemData<CompanyBasicSettings>>(COMPANY_SETTINGS_PATHS.basic, {
      suppressErrorDialog: true,
    })
  ).item;

export const getBasicSettingsQueryOptions = () =>
  queryOptions({ queryKey: [BASIC_SETTINGS_KEY], queryFn: getBasicSettings });

export const useBasicSettings = () => useQuery(getBasicSettingsQueryOptions());
