import {
  CONTAINER_NUMBER_PATHS,
  type ContainerNumber,
  type ContainerNumberListQuery,
  type ListData,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type ContainerNumbersQuery = Pick<ContainerNumberListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
};

export const CONTAINER_NUMBERS_KEY = 'container-numbers';

export const getContainerNumbers = (query: ContainerNumbersQuery) =>
  http.get<ListData<ContainerNumber>>(CONTAINER_NUMBER_PATHS.containerNumbers, {
    query: { ...query, search: query.search || undefined },
  });

export const getContainerNumbersQueryOptions = (query: ContainerNumbersQuery) =>
  queryOptions({
    queryKey: [CONTAINER_NUMBERS_KEY, query],
    queryFn: () => getContainerNumbers(query),
    placeholderData: keepPreviousData,
  });

export const useContainerNumbers = (query: ContainerNumbersQuery) =>
  useQuery(getContainerNumbersQueryOptions(query));
