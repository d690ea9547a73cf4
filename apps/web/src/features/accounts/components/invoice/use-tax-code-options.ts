import { type ListData, MAX_PAGE_SIZE, TAX_CODE_PATHS, type TaxCode } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

/** The company's active tax codes by code: what an invoice line's tax code is picked from. */
export const getInvoiceTaxCodesQueryOptions = () =>
  queryOptions({
    // The tax codes page's key first, so a change there refreshes this list too.
    queryKey: ['company-settings-tax-codes', 'invoice-lines'],
    queryFn: async () =>
      (
        await http.get<ListData<TaxCode>>(TAX_CODE_PATHS.taxCodes, {
          query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'code', order: 'asc' },
        })
      ).items.filter((c) => c.isActive),
  });

export const useInvoiceTaxCodes = () => useQuery(getInvoiceTaxCodesQueryOptions());
