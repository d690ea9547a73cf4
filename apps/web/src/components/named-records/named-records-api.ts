import type { NamedRecord } from '@fastforward/domain';
import { createRecordsApi } from '../company-records';

/**
 * The list, save and delete calls of one kind of named record (department, designation) at `path`,
 * keyed by `key`: the same shape and endpoints for each kind.
 */
export const createNamedRecordsApi = (path: string, key: string) =>
  createRecordsApi<NamedRecord, { name: string }>(path, key);

export type NamedRecordsApi = ReturnType<typeof createNamedRecordsApi>;
