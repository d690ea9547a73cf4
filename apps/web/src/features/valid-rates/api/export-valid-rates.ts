import { RATE_PATHS } from '@fastforward/domain';
import type { RecordsQuery } from '../../../components/company-records';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';

/**
 * GET {RATE_PATHS.validRatesExport}: the rates the list shows (its search, filters and sort, every
 * page) as an .xlsx the browser saves. A refusal (too many rates) shows the default error dialog.
 */
export async function exportValidRates({ page: _page, pageSize: _pageSize, ...query }: RecordsQuery) {
  const blob = await requestBlob(RATE_PATHS.validRatesExport, {
    query: { ...query, search: query.search || undefined },
  });
  saveBlob(blob, `valid-rates-${new Date().toISOString().slice(0, 10)}.xlsx`);
}
