import { COMPANY_SETTINGS_PATHS, type InvoiceSettings, type ItemData } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const INVOICE_SETTINGS_KEY = 'company-settings-invoice';

export const getInvoiceSettings = async () =>
  (await http.get<ItemData<InvoiceSettings>>(COMPANY_SETTINGS_PATHS.invoice)).item;

export const getInvoiceSettingsQueryOptions = () =>
  queryOptions({ queryKey: [INVOICE_SETTINGS_KEY], queryFn: getInvoiceSettings });

export const useInvoiceSettings = () => useQuery(getInvoiceSettingsQueryOptions());
