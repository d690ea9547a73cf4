import { CUSTOMER_KYC_PATHS, type CustomerKycSummary, type KycListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type CustomerKycsQuery = ListQueryOf<KycListQuery>;

/** Every customer KYC query (the list, one KYC, its log) sits under this key: a change refreshes them all. */
export const CUSTOMER_KYCS_KEY = 'customer-kycs';

export const { getQueryOptions: getCustomerKycsQueryOptions, useList: useCustomerKycs } = createListApi<
  CustomerKycSummary,
  CustomerKycsQuery
>(CUSTOMER_KYC_PATHS.list, [CUSTOMER_KYCS_KEY]);
