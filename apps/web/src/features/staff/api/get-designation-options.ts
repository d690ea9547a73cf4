import { type ListData, MAX_PAGE_SIZE, ORGANISATION_PATHS } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type DesignationOption = { id: number; name: string };

/** The designation picker's choices: the first page of the largest size, by name. */
export const getDesignationOptions = async () =>
  (
    await http.get<ListData<DesignationOption>>(ORGANISATION_PATHS.designations, {
      query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' },
    })
  ).items;

export const getDesignationOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['designations', 'options'], queryFn: getDesignationOptions });

export const useDesignationOptions = () => useQuery(getDesignationOptionsQueryOptions());
