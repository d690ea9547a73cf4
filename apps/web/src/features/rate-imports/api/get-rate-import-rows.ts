import {
  DEFAULT_PAGE_SIZE,
  type ListData,
  RATE_PATHS,
  type RateImportAction,
  type RateImportRow,
  ratePath,
} from '@fastforward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { rateImportRowsKey } from './rate-import-keys';

/** GET {RATE_PATHS.rateImportRows}: one page of the previewed rows that do `action`. */
export function useRateImportRows(id: number, action: RateImportAction, page: number) {
  const query = { action, page, pageSize: DEFAULT_PAGE_SIZE };
  return useQuery({
    queryKey: [...rateImportRowsKey(id), query],
    queryFn: () => http.get<ListData<RateImportRow>>(ratePath(RATE_PATHS.rateImportRows, id), { query }),
    placeholderData: keepPreviousData,
  });
}
