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
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../../../../lib/http';

/**
 * The job's costs: its costing (estimated beside actual), its vendor bills, and the writes that
 * record, approve and pay a bill. Every write refreshes the job's costs and the accounts lists.
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

function useCostsWrite<A>(jobId: number, write: (args: A) => Promise<VendorBill>) {
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
