import {
  PLATFORM_DOCUMENT_KINDS,
  PLATFORM_DOCUMENT_PATHS,
  type PlatformDocumentKind,
  type PlatformDocumentListQuery,
  type PlatformDocumentSummary,
} from '@fastforward/domain';
import { createKindListApi, type ListQueryOf } from '../../../components/company-records';

export type PlatformDocumentsQuery = ListQueryOf<PlatformDocumentListQuery>;

export const PLATFORM_DOCUMENTS_KEY = 'platform-documents';

export const { getQueryOptions: getPlatformDocumentsQueryOptions, useList: usePlatformDocuments } =
  createKindListApi<PlatformDocumentKind, PlatformDocumentSummary, PlatformDocumentsQuery>(
    PLATFORM_DOCUMENT_KINDS,
    (kind) => PLATFORM_DOCUMENT_PATHS[kind],
    PLATFORM_DOCUMENTS_KEY,
  );
