import {
  COMPANY_SETTINGS_PATHS,
  type InvoiceSettings,
  type InvoiceSettingsRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { INVOICE_SETTINGS_KEY } from './get-invoice-settings';

export const saveInvoiceSettings = async (body: InvoiceSettingsRequest) =>
  (
    await request<ItemData<InvoiceSettings>>(COMPANY_SETTINGS_PATHS.invoice, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: (item) => queryClient.setQueryData([INVOICE_SETTINGS_KEY], item),
  });
}
