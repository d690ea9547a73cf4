import {
  type ItemData,
  type PlatformDocument,
  type PlatformDocumentKind,
  platformDocumentPath,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PLATFORM_DOCUMENTS_KEY } from './get-platform-documents';

export const getPlatformDocument = async (kind: PlatformDocumentKind, id: number) =>
  (await http.get<ItemData<PlatformDocument>>(platformDocumentPath(kind, id))).item;

export const getPlatformDocumentQueryOptions = (kind: PlatformDocumentKind, id: number) =>
  queryOptions({
    queryKey: [PLATFORM_DOCUMENTS_KEY, kind, 'item', id],
    queryFn: () => getPlatformDocument(kind, id),
  });

/** One version with its text; nothing is fetched while `id` is null. */
export const usePlatformDocument = (kind: PlatformDocumentKind, id: number | null) =>
  useQuery({ ...getPlatformDocumentQueryOptions(kind, id ?? 0), enabled: id !== null });
