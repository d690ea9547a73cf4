import { type ItemData, KYC_UPDATE_REQUEST_PATHS, type KycUpdateRequest } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { KYC_UPDATE_REQUESTS_KEY } from './get-update-requests';

export const kycUpdateRequestApiPath = (id: number, path: string = KYC_UPDATE_REQUEST_PATHS.item) =>
  path.replace(':id', String(id));

// The page says itself that the request is not there (another forwarder's, a wrong id).
export const getUpdateRequest = async (id: number) =>
  (await http.get<ItemData<KycUpdateRequest>>(kycUpdateRequestApiPath(id), { suppressErrorDialog: true }))
    .item;

export const getUpdateRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: [KYC_UPDATE_REQUESTS_KEY, 'item', id], queryFn: () => getUpdateRequest(id) });

export const useUpdateRequest = (id: number) => useQuery(getUpdateRequestQueryOptions(id));
