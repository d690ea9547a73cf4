import type { ApiFieldError, ImportLayout, ImportReport } from '@fastforward/domain';
import type { ErrorCode } from '../../../lib/app-error';
import type { ParseRateRowsInput, StagedRateRow } from './parse-rows';
import type { SheetKind } from './sheet-rows';

/** One job for the sheet worker (structured-cloned: the lookups' maps and sets survive). */
export type SheetWorkerTask =
  | { op: 'layout'; path: string; kind: SheetKind }
  | { op: 'parse'; input: Omit<ParseRateRowsInput, 'onBatch' | 'onProgress'> };

/** Worker → parent. `heapBytes`: the worker's heap after the task, so a bloated one is not kept. */
export type SheetWorkerMessage =
  | { type: 'progress'; percent: number }
  | { type: 'batch'; id: number; rows: StagedRateRow[] }
  | { type: 'done'; result: ImportLayout | ImportReport; heapBytes: number }
  | {
      type: 'failed';
      error: { code?: ErrorCode; message: string; errors?: ApiFieldError[]; title?: string };
      heapBytes: number;
    };

/** Parent → worker: a task to run (one at a time), or whether a batch was stored (a refusal ends the task). */
export type SheetWorkerRequest =
  | { type: 'task'; task: SheetWorkerTask }
  | { type: 'stored'; id: number; ok: boolean };
