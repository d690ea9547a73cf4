import { KYC_UPDATE_REQUEST_PATHS, type KycUpdateRequest } from '@fastforward/domain';
import { createListApi, type RecordsQuery } from '../../../components/company-records';

export const MY_UPDATE_REQUESTS_KEY = 'my-kyc-update-requests';

export const { getQueryOptions: getMyUpdateRequestsQueryOptions, useList: useMyUpdateRequests } =
  createListApi<KycUpdateRequest, RecordsQuery>(KYC_UPDATE_REQUEST_PATHS.mine, [MY_UPDATE_REQUESTS_KEY]);
