import {
  type ItemData,
  OPERATION_FILE_SETTINGS_PATH,
  type OperationFileSettings,
  type OperationFileSettingsRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { OPERATION_FILE_SETTINGS_KEY } from './get-operation-file-settings';

export const saveOperationFileSettings = async (body: OperationFileSettingsRequest) =>
  (
    await request<ItemData<OperationFileSettings>>(OPERATION_FILE_SETTINGS_PATH, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveOperationFileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOperationFileSettings,
    onSuccess: (item) => queryClient.setQueryData([OPERATION_FILE_SETTINGS_KEY], item),
  });
}
