import { COMPANY_STATUS } from '@fastforward/domain';
import { useQuery } from '@tanstack/react-query';
import { getCompaniesQueryOptions } from './get-companies';

/**
 * How many companies wait for approval: the pending list's total, one row asked for. Under the
 * list's key, so an approval or a rejection refreshes it with the list.
 */
export const usePendingCompanyCount = () =>
  useQuery({
    ...getCompaniesQueryOptions({ status: COMPANY_STATUS.pending, page: 1, pageSize: 1 }),
    select: (list) => list.total,
    // New registrations arrive without anyone here doing anything.
    refetchInterval: 60_000,
  });
