import {
  type ListData,
  PLATFORM_DOCUMENT_PATHS,
  type PlatformDocumentAudience,
  type PlatformDocumentKind,
  type PlatformDocumentListQuery,
  type VersionStatus,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type PlatformDocumentSummary = {
  id: number;
  kind: PlatformDocumentKind;
  audience: PlatformDocumentAudience;
  version: number;
  title: string;
  isActive: boolean;
  status: VersionStatus;
  /** Companies that accepted it at registration (licence agreements). */
  acceptanceCount: number;
  createdAt: string;
  createdByName: string | null;
};

export type PlatformDocumentsQuery = Pick<
  PlatformDocumentListQuery,
  'page' | 'pageSize' | 'sort' | 'order'
> & {
  search?: string;
  audience?: PlatformDocumentAudience;
  status?: VersionStatus;
};

export const PLATFORM_DOCUMENTS_KEY = 'platform-documents';

export const getPlatformDocuments = (kind: PlatformDocumentKind, query: PlatformDocumentsQuery) =>
  http.get<ListData<PlatformDocumentSummary>>(PLATFORM_DOCUMENT_PATHS[kind], {
    query: { ...query, search: query.search || undefined },
  });

export const getPlatformDocumentsQueryOptions = (kind: PlatformDocumentKind, query: PlatformDocumentsQuery) =>
  queryOptions({
    queryKey: [PLATFORM_DOCUMENTS_KEY, kind, query],
    queryFn: () => getPlatformDocuments(kind, query),
    placeholderData: keepPreviousData,
  });

export const usePlatformDocuments = (kind: PlatformDocumentKind, query: PlatformDocumentsQuery) =>
  useQuery(getPlatformDocumentsQueryOptions(kind, query));
