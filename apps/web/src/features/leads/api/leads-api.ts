import {
  type ItemData,
  type Lead,
  type LeadRequest,
  type LeadSetting,
  type LeadSettingKind,
  type LeadSettingRequest,
  type ListData,
  leadApiPath,
  MAX_PAGE_SIZE,
  SALES_PATHS,
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRecordsApi } from '../../../components/company-records';
import { http } from '../../../lib/http';

/** Every lead query (the list, one lead) sits under this key: a change refreshes them all. */
export const LEADS_KEY = 'leads';
const LEAD_SETTINGS_KEY = 'lead-settings';

/** GET/POST {SALES_PATHS.leads}, PUT/DELETE …/:id. */
export const leadsApi = createRecordsApi<Lead, LeadRequest>(SALES_PATHS.leads, LEADS_KEY);

/** GET/POST {SALES_PATHS.leadSettings}, PUT/DELETE …/:id; a renamed stage shows on the leads too. */
export const leadSettingsApi = createRecordsApi<LeadSetting, LeadSettingRequest>(
  SALES_PATHS.leadSettings,
  LEAD_SETTINGS_KEY,
  { alsoInvalidates: [[LEADS_KEY]] },
);

/** One lead; the page says in place what went wrong (another company's lead is not found). */
export const getLeadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [LEADS_KEY, 'item', id],
    queryFn: async () =>
      (await http.get<ItemData<Lead>>(leadApiPath(SALES_PATHS.lead, id), { suppressErrorDialog: true })).item,
  });

export const useLead = (id: number) => useQuery(getLeadQueryOptions(id));

/** The company's sources or stages in their order: a picker's and a filter's choices. */
export const getLeadSettingOptionsQueryOptions = (kind: LeadSettingKind) =>
  queryOptions({
    queryKey: [LEAD_SETTINGS_KEY, 'options', kind],
    queryFn: async () =>
      (
        await http.get<ListData<LeadSetting>>(SALES_PATHS.leadSettings, {
          query: { kind, page: 1, pageSize: MAX_PAGE_SIZE, sort: 'displayOrder', order: 'asc' },
        })
      ).items,
  });

export const useLeadSettingOptions = (kind: LeadSettingKind) =>
  useQuery(getLeadSettingOptionsQueryOptions(kind));

/** Converts a lead: the customer KYC invitation goes out; errors get the default dialog. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http.post<ItemData<Lead>>(leadApiPath(SALES_PATHS.leadConvert, id), {})).item,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LEADS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['customer-kycs'] }),
      ]),
  });
}
