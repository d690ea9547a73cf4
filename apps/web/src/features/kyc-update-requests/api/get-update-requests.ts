import {
  KYC_UPDATE_REQUEST_PATHS,
  type KycUpdateRequest,
  type KycUpdateRequestListQuery,
} from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type UpdateRequestsQuery = ListQueryOf<KycUpdateRequestListQuery>;

export const KYC_UPDATE_REQUESTS_KEY = 'kyc-update-requests';

export const { getQueryOptions: getUpdateRequestsQueryOptions, useList: useUpdateRequests } = createListApi<
  KycUpdateRequest,
  UpdateRequestsQuery
>(KYC_UPDATE_REQUEST_PATHS.list, [KYC_UPDATE_REQUESTS_KEY]);
