import { type ItemData, MESSAGING_SETTINGS_PATHS, type SmsSettings } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const SMS_SETTINGS_KEY = 'messaging-settings-sms';

export const getSmsSettings = async () =>
  (await http.get<ItemData<SmsSettings>>(MESSAGING_SETTINGS_PATHS.sms)).item;

export const getSmsSettingsQueryOptions = () =>
  queryOptions({ queryKey: [SMS_SETTINGS_KEY], queryFn: getSmsSettings });

export const useSmsSettings = () => useQuery(getSmsSettingsQueryOptions());
