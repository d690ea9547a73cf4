import {
  type AccountsVendor,
  enquiryPath,
  type ItemData,
  type JobCosting,
  type ListData,
  VENDOR_BILL_PATHS,
  type VendorBill,
  type VendorBillCreateRequest,
  type VendorBillListItem,
  type VendorBillPaymentRequest,
  type VendorBillUpdateRequest,
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../../../../lib/http';

/**
 * The job's costs: its costing (estimated beside actual), its vendor bills, and the writes that
 * record, correct, delete (drafts), approve and pay a bill. Every write refreshes the job's costs
 * and the accounts lists.
 */
export const COSTS_KEY = 'job-costs';
const ACCOUNTS_KEY = 'accounts';

export const getJobCostingQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: [COSTS_KEY, jobId, 'costing'],
    queryFn: async () =>
      (await http.get<ItemData<JobCosting>>(enquiryPath(VENDOR_BILL_PATHS.jobCosting, { id: jobId }))).item,
  });
export const useJobCosting = (jobId: number) => useQuery(getJobCostingQueryOptions(jobId));

export const getJobVendorBillsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: [COSTS_KEY, jobId, 'bills'],
    queryFn: () =>
      http.get<ListData<VendorBillListItem>>(enquiryPath(VENDOR_BILL_PATHS.jobVendorBills, { id: jobId }), {
        query: { pageSize: 100 },
      }),
  });
export const useJobVendorBills = (jobId: number) => useQuery(getJobVendorBillsQueryOptions(jobId));

export const useAccountsVendors = (enabled: boolean) =>
  useQuery({
    queryKey: [ACCOUNTS_KEY, 'vendors'],
    queryFn: () =>
      http.get<ListData<AccountsVendor>>(VENDOR_BILL_PATHS.accountsVendors, { query: { pageSize: 100 } }),
    enabled,
  });

/** GET vendorBill: one bill whole (its lines), to correct a draft; nothing while `id` is null. */
export const useVendorBill = (id: number | null) =>
  useQuery({
    queryKey: [ACCOUNTS_KEY, 'vendor-bill', id],
    queryFn: async () =>
      (await http.get<ItemData<VendorBill>>(enquiryPath(VENDOR_BILL_PATHS.vendorBill, { id: id ?? 0 }))).item,
    enabled: id !== null,
  });

function useCostsWrite<A, R = VendorBill>(jobId: number, write: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [COSTS_KEY, jobId] }),
        queryClient.invalidateQueries({ queryKey: [ACCOUNTS_KEY] }),
        // The last payment may move the job on (PRTV).
        queryClient.invalidateQueries({ queryKey: ['jobs'] }),
      ]);
    },
  });
}

/** POST jobVendorBills: a draft bill; the form shows a refused field. */
export const useCreateVendorBill = (jobId: number) =>
  useCostsWrite(
    jobId,
    async (body: VendorBillCreateRequest) =>
      (
        await request<ItemData<VendorBill>>(enquiryPath(VENDOR_BILL_PATHS.jobVendorBills, { id: jobId }), {
          method: 'POST',
          body,
          suppressErrorDialog: true,
        })
      ).data.item,
  );

/** PUT vendorBill: the whole draft at the version read; the form shows a refused field. */
export const useUpdateVendorBill = (jobId: number) =>
  useCostsWrite(
    jobId,
    async ({ id, body }: { id: number; body: VendorBillUpdateRequest }) =>
      (
        await request<ItemData<VendorBill>>(enquiryPath(VENDOR_BILL_PATHS.vendorBill, { id }), {
          method: 'PUT',
          body,
          suppressErrorDialog: true,
        })
      ).data.item,
  );

/** DELETE vendorBill: a draft only (the server refuses an approved bill). */
export const useDeleteVendorBill = (jobId: number) =>
  useCostsWrite(jobId, async (bill: Pick<VendorBillListItem, 'id'>) => {
    await request<unknown>(enquiryPath(VENDOR_BILL_PATHS.vendorBill, { id: bill.id }), { method: 'DELETE' });
  });

/** POST vendorBillApprove at the version read. */
export const useApproveVendorBill = (jobId: number) =>
  useCostsWrite(
    jobId,
    async (bill: Pick<VendorBillListItem, 'id' | 'version'>) =>
      (
        await request<ItemData<VendorBill>>(
          enquiryPath(VENDOR_BILL_PATHS.vendorBillApprove, { id: bill.id }),
          {
            method: 'POST',
            body: { version: bill.version },
          },
        )
      ).data.item,
  );

/** POST vendorBillPayments: money paid to the vendor. */
export const usePayVendorBill = (jobId: number) =>
  useCostsWrite(
    jobId,
    async ({ id, body }: { id: number; body: VendorBillPaymentRequest }) =>
      (
        await request<ItemData<VendorBill>>(enquiryPath(VENDOR_BILL_PATHS.vendorBillPayments, { id }), {
          method: 'POST',
          body,
          suppressErrorDialog: true,
        })
      ).data.item,
  );
