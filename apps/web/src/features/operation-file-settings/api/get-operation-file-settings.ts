import { type ItemData, OPERATION_FILE_SETTINGS_PATH, type OperationFileSettings } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const OPERATION_FILE_SETTINGS_KEY = 'operation-file-settings';

export const getOperationFileSettings = async () =>
  (await http.get<ItemData<OperationFileSettings>>(OPERATION_FILE_SETTINGS_PATH)).item;

export const getOperationFileSettingsQueryOptions = () =>
  queryOptions({ queryKey: [OPERATION_FILE_SETTINGS_KEY], queryFn: getOperationFileSettings });

export const useOperationFileSettings = () => useQuery(getOperationFileSettingsQueryOptions());
