import { CUSTOMER_KYC_PATHS, type KycApproveLog, kycApiPath } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CUSTOMER_KYCS_KEY } from './get-customer-kycs';

/** One KYC's approve log, oldest first. */
export const getApproveLogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [CUSTOMER_KYCS_KEY, 'approve-log', id],
    queryFn: async () => (await http.get<KycApproveLog>(kycApiPath(CUSTOMER_KYC_PATHS.approveLog, id))).items,
  });

export const useApproveLog = (id: number) => useQuery(getApproveLogQueryOptions(id));
