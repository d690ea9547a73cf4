import { createRecordsApi } from '../company-records';

/** A company's named record (department, designation): the same shape and endpoints for each kind. */
export type NamedRecord = { id: number; name: string; createdAt: string };

/** The list, save and delete calls of one kind of named record at `path`, keyed by `key`. */
export const createNamedRecordsApi = (path: string, key: string) =>
  createRecordsApi<NamedRecord, { name: string }>(path, key);

export type NamedRecordsApi = ReturnType<typeof createNamedRecordsApi>;
