import { type DesignationRequest, type ItemData, ORGANISATION_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { DESIGNATIONS_KEY, type Designation } from './get-designations';

/** Creates a designation, or renames one when an id is given. Errors are shown by the form. */
export const saveDesignation = async ({ id, body }: { id?: number; body: DesignationRequest }) =>
  (
    await request<ItemData<Designation>>(
      id === undefined ? ORGANISATION_PATHS.designations : `${ORGANISATION_PATHS.designations}/${id}`,
      { method: id === undefined ? 'POST' : 'PUT', body, suppressErrorDialog: true },
    )
  ).data;

export function useSaveDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDesignation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DESIGNATIONS_KEY] }),
  });
}
