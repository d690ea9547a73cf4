import { CUSTOMER_KYC_PATHS, type KycPerson } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The company's active staff, by name: who may look after a customer (invite, transfer, filter). */
export const getSalesPersonsQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-kycs-sales-persons'],
    queryFn: async () => (await http.get<{ items: KycPerson[] }>(CUSTOMER_KYC_PATHS.salesPersons)).items,
    staleTime: 60_000,
  });

export const useSalesPersons = () => useQuery(getSalesPersonsQueryOptions());
