import { type ItemData, RATE_PATHS, type RateImport, ratePath } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { isWorking } from './import-status';
import { rateImportKey } from './rate-import-keys';

/** How often an import the server is working on is asked again. */
export const IMPORT_POLL_MS = 750;

/**
 * GET {RATE_PATHS.rateImport}: status, progress, layout, proposed mapping, report and preview.
 * Asked again every IMPORT_POLL_MS while a job moves it on; once it waits for the user or has
 * ended, no more.
 */
export const getRateImportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: rateImportKey(id),
    // The page shows a failed read in place: a dialog at every poll would stack up.
    queryFn: async () =>
      (
        await http.get<ItemData<RateImport>>(ratePath(RATE_PATHS.rateImport, id), {
          suppressErrorDialog: true,
        })
      ).item,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isWorking(status) ? IMPORT_POLL_MS : false;
    },
  });

export const useRateImport = (id: number) => useQuery(getRateImportQueryOptions(id));
