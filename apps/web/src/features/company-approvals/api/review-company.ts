import {
  type CompanyApproval,
  type CompanyRejectRequest,
  companyApprovePath,
  companyRejectPath,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { request } from '../../../lib/http';
import { COMPANY_APPROVALS_KEY } from './get-companies';

/** Approves (system-verifies) a company; a refusal gets the default error dialog (SPEC §8). */
export const approveCompany = async (id: number) =>
  (await request<ItemData<CompanyApproval>>(companyApprovePath(id), { method: 'POST' })).data.item;

/** Rejects a company with a reason; field errors are shown by the form. */
export const rejectCompany = async ({ id, body }: { id: number; body: CompanyRejectRequest }) =>
  (
    await request<ItemData<CompanyApproval>>(companyRejectPath(id), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCompany,
    onSuccess: (item) => {
      void showSuccessDialog(`${item.name} has been approved.`);
      return queryClient.invalidateQueries({ queryKey: [COMPANY_APPROVALS_KEY] });
    },
  });
}

export function useRejectCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCompany,
    onSuccess: (item) => {
      void showSuccessDialog(`${item.name} has been rejected.`);
      return queryClient.invalidateQueries({ queryKey: [COMPANY_APPROVALS_KEY] });
    },
  });
}
