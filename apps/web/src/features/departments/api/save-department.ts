import { type DepartmentRequest, type ItemData, ORGANISATION_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { DEPARTMENTS_KEY, type Department } from './get-departments';

/** Creates a department, or renames one when an id is given. Errors are shown by the form. */
export const saveDepartment = async ({ id, body }: { id?: number; body: DepartmentRequest }) =>
  (
    await request<ItemData<Department>>(
      id === undefined ? ORGANISATION_PATHS.departments : `${ORGANISATION_PATHS.departments}/${id}`,
      { method: id === undefined ? 'POST' : 'PUT', body, suppressErrorDialog: true },
    )
  ).data;

export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DEPARTMENTS_KEY] }),
  });
}
