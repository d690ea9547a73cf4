import { type ItemData, NEGOTIATION_SETTINGS_PATH, type NegotiationSettings } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const NEGOTIATION_SETTINGS_KEY = 'negotiation-settings';

export const getNegotiationSettings = async () =>
  (await http.get<ItemData<NegotiationSettings>>(NEGOTIATION_SETTINGS_PATH)).item;

export const getNegotiationSettingsQueryOptions = () =>
  queryOptions({ queryKey: [NEGOTIATION_SETTINGS_KEY], queryFn: getNegotiationSettings });

export const useNegotiationSettings = () => useQuery(getNegotiationSettingsQueryOptions());
