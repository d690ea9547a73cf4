import {
  enquiryPath,
  type ItemData,
  SALES_PATHS,
  type SalesVisit,
  type SalesVisitReport,
  type SalesVisitRequest,
  type StoredFile,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRecordsApi } from '../../../components/company-records';
import { saveBlob } from '../../../components/files';
import { deleteWithDialogs, http, request, requestBlob } from '../../../lib/http';
import type { VisitListQuery } from '../components/visit-filters';

export const SALES_VISITS_KEY = 'sales-visits';

export const salesVisitKeys = {
  all: [SALES_VISITS_KEY] as const,
  report: (from: string, to: string) => [SALES_VISITS_KEY, 'report', from, to] as const,
  files: (id: number) => [SALES_VISITS_KEY, 'files', id] as const,
};

/** GET/POST {SALES_PATHS.salesVisits}, PUT/DELETE …/:id: the list, plan, edit, record and delete. */
export const salesVisitsApi = createRecordsApi<SalesVisit, SalesVisitRequest>(
  SALES_PATHS.salesVisits,
  SALES_VISITS_KEY,
);

/**
 * GET {SALES_PATHS.salesVisitsExport}: the visits the list shows (its search, filters and sort,
 * every page) as an .xlsx the browser saves. A refusal shows the default error dialog.
 */
export async function exportSalesVisits({ page: _page, pageSize: _pageSize, ...query }: VisitListQuery) {
  const blob = await requestBlob(SALES_PATHS.salesVisitsExport, {
    query: { ...query, search: query.search || undefined },
  });
  saveBlob(blob, `sales-visits-${new Date().toISOString().slice(0, 10)}.xlsx`);
}

/** GET {SALES_PATHS.salesVisitsReport}: visits per sales person over the period. */
export const getSalesVisitReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: salesVisitKeys.report(from, to),
    queryFn: () => http.get<SalesVisitReport>(SALES_PATHS.salesVisitsReport, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });

const filesPath = (id: number) => enquiryPath(SALES_PATHS.salesVisitFiles, { id });
const filePath = (id: number, fileId: number) => enquiryPath(SALES_PATHS.salesVisitFile, { id, fileId });

/** GET {SALES_PATHS.salesVisitFiles}: the visit's files, oldest first. */
export const useVisitFiles = (visitId: number) =>
  useQuery({
    queryKey: salesVisitKeys.files(visitId),
    queryFn: async () => (await http.get<{ items: StoredFile[] }>(filesPath(visitId))).items,
  });

/** A visit's file as a download: its own route, so only the company's Sales staff read it. */
export const downloadVisitFile = async (visitId: number, file: StoredFile) =>
  saveBlob(await requestBlob(filePath(visitId, file.id)), file.originalName);

/** The file count on the list changes with the files: both are refreshed. */
function useRefreshVisit(visitId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: salesVisitKeys.files(visitId) }),
      queryClient.invalidateQueries({ queryKey: salesVisitKeys.all }),
    ]);
}

/** POST {SALES_PATHS.salesVisitFiles} (multipart): the caller shows a refusal (413, 415) in place. */
export function useUploadVisitFile(visitId: number) {
  const refresh = useRefreshVisit(visitId);
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      return (
        await request<ItemData<StoredFile>>(filesPath(visitId), {
          method: 'POST',
          body: form,
          suppressErrorDialog: true,
        })
      ).data.item;
    },
    onSuccess: refresh,
  });
}

/** DELETE {SALES_PATHS.salesVisitFile}: SPEC §8 dialogs. */
export function useDeleteVisitFile(visitId: number) {
  const refresh = useRefreshVisit(visitId);
  return useMutation({
    mutationFn: (fileId: number) => deleteWithDialogs(filePath(visitId, fileId)),
    onSuccess: (deleted) => {
      if (deleted) return refresh();
    },
  });
}
