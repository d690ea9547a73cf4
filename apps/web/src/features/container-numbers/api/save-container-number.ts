import {
  CONTAINER_NUMBER_PATHS,
  type ContainerNumber,
  type ContainerNumberRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { CONTAINER_NUMBERS_KEY } from './get-container-numbers';

const PATH = CONTAINER_NUMBER_PATHS.containerNumbers;

/** Creates a container number, or updates one when an id is given. Errors are shown by the form. */
export const saveContainerNumber = async ({ id, body }: { id?: number; body: ContainerNumberRequest }) =>
  (
    await request<ItemData<ContainerNumber>>(id === undefined ? PATH : `${PATH}/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveContainerNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContainerNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTAINER_NUMBERS_KEY] }),
  });
}
