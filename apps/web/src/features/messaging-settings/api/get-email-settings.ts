import { type EmailSettings, type ItemData, MESSAGING_SETTINGS_PATHS } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const EMAIL_SETTINGS_KEY = 'messaging-settings-email';

export const getEmailSettings = async () =>
  (await http.get<ItemData<EmailSettings>>(MESSAGING_SETTINGS_PATHS.email)).item;

export const getEmailSettingsQueryOptions = () =>
  queryOptions({ queryKey: [EMAIL_SETTINGS_KEY], queryFn: getEmailSettings });

export const useEmailSettings = () => useQuery(getEmailSettingsQueryOptions());
