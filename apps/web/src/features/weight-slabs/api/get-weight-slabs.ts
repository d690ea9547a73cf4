import {
  type ListData,
  WEIGHT_SLAB_PATHS,
  type WeightSlab,
  type WeightSlabListQuery,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type WeightSlabsQuery = Pick<WeightSlabListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
  type?: WeightSlabListQuery['type'];
  measurementIn?: WeightSlabListQuery['measurementIn'];
};

export const WEIGHT_SLABS_KEY = 'weight-slabs';

export const getWeightSlabs = (query: WeightSlabsQuery) =>
  http.get<ListData<WeightSlab>>(WEIGHT_SLAB_PATHS.weightSlabs, {
    query: { ...query, search: query.search || undefined },
  });

export const getWeightSlabsQueryOptions = (query: WeightSlabsQuery) =>
  queryOptions({
    queryKey: [WEIGHT_SLABS_KEY, query],
    queryFn: () => getWeightSlabs(query),
    placeholderData: keepPreviousData,
  });

export const useWeightSlabs = (query: WeightSlabsQuery) => useQuery(getWeightSlabsQueryOptions(query));
