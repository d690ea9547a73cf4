import {
  type ListData,
  MAX_PAGE_SIZE,
  TAX_CODE_PATHS,
  type TaxCode,
  type TaxCodeRequest,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createRecordsApi } from '../../../components/company-records';
import { http } from '../../../lib/http';

export const TAX_CODES_KEY = 'company-settings-tax-codes';

/** GET/POST {TAX_CODE_PATHS.taxCodes}, PUT/DELETE {TAX_CODE_PATHS.taxCode}: the company's tax codes. */
export const taxCodesApi = createRecordsApi<TaxCode, TaxCodeRequest>(TAX_CODE_PATHS.taxCodes, TAX_CODES_KEY);

/** Every tax code of the company, by code: what a tax-code picker offers. */
export const getTaxCodeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [TAX_CODES_KEY, 'options'],
    queryFn: async () =>
      (
        await http.get<ListData<TaxCode>>(TAX_CODE_PATHS.taxCodes, {
          query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'code', order: 'asc' },
        })
      ).items,
  });

export const useTaxCodeOptions = (enabled = true) =>
  useQuery({ ...getTaxCodeOptionsQueryOptions(), enabled });
