import { RATE_PATHS, type RateImport, type RateImportListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { RATE_IMPORTS_KEY } from './rate-import-keys';

/** GET {RATE_PATHS.rateImports}: the company's imports, newest first. */
export const rateImportsApi = createListApi<RateImport, ListQueryOf<RateImportListQuery>>(
  RATE_PATHS.rateImports,
  [RATE_IMPORTS_KEY, 'list'],
);
