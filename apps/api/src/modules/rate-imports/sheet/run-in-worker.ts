import { Worker } from 'node:worker_threads';
import type { ImportLayout, ImportReport } from '@fastforward/domain';
import { AppError } from '../../../lib/app-error';
import type { ParseRateRowsInput, StagedRateRow } from './parse-rows';
import type { SheetKind } from './sheet-rows';
import type { SheetWorkerMessage, SheetWorkerRequest, SheetWorkerTask } from './worker-protocol';

const MIB = 1024 * 1024;

/** A sheet is read in a worker with its own small heap: a hostile file exhausts that, never the API's. */
export const SHEET_WORKER_LIMITS = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  timeoutMs: 15 * 60_000,
  /** The warm worker is stopped after this long without a task (an import's mapping step included). */
  idleMs: 5 * 60_000,
  /** A worker whose heap is still this large after a task is stopped rather than kept for the next. */
  keepBelowHeapBytes: 128 * MIB,
};

/**
 * The worker's entry. The API runs its TypeScript through tsx (and vitest through its own
 * transform, which a worker thread does not inherit): from TypeScript the worker starts at a
 * small JavaScript entry that registers tsx in the worker, then loads worker.ts.
 */
function workerEntry(): URL {
  const isTypeScript = import.meta.url.endsWith('.ts');
  return new URL(isTypeScript ? './worker-entry.mjs' : './worker.js', import.meta.url);
}

function startWorker(): Worker {
  return new Worker(workerEntry(), {
    // The parent's flags (tsx's own, a debugger's) are not the worker's business.
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: SHEET_WORKER_LIMITS.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: SHEET_WORKER_LIMITS.maxYoungGenerationSizeMb,
    },
  });
}

/*
 * Starting a worker costs about half a second (its modules load afresh), so the process keeps one
 * warm worker and hands it one task at a time: an import's layout step and, after the mapping,
 * its parse step. A task that comes while the warm worker is busy gets a worker of its own, which
 * stops when that task ends. The warm worker is dropped when it dies, fails a task from outside
 * (timeout, a refused batch), ends a task with a large heap, or sits idle for `idleMs`; it does not
 * keep the process alive while idle.
 */
let warm: { worker: Worker; busy: boolean; idle?: NodeJS.Timeout } | undefined;

function acquireWorker(): { worker: Worker; release(keep: boolean): void } {
  if (!warm || warm.busy) {
    if (!warm) {
      const worker = startWorker();
      warm = { worker, busy: false };
      worker.once('exit', () => {
        if (warm?.worker === worker) {
          clearTimeout(warm.idle);
          warm = undefined;
        }
      });
    } else {
      const worker = startWorker();
      return { worker, release: () => void worker.terminate() };
    }
  }
  const slot = warm;
  slot.busy = true;
  clearTimeout(slot.idle);
  slot.worker.ref();
  return {
    worker: slot.worker,
    release: (keep) => {
      slot.busy = false;
      if (!keep || warm !== slot) {
        if (warm === slot) warm = undefined;
        void slot.worker.terminate();
        return;
      }
      slot.worker.unref();
      slot.idle = setTimeout(() => {
        if (warm === slot && !slot.busy) {
          warm = undefined;
          void slot.worker.terminate();
        }
      }, SHEET_WORKER_LIMITS.idleMs);
      slot.idle.unref();
    },
  };
}

function errorOf(failure: Extract<SheetWorkerMessage, { type: 'failed' }>['error']): Error {
  if (!failure.code) return new Error(failure.message);
  return new AppError(failure.code, failure.message, { errors: failure.errors, title: failure.title });
}

function runSheetTask<T>(
  task: SheetWorkerTask,
  onProgress: ((percent: number) => void) | undefined,
  onBatch: ((rows: StagedRateRow[]) => Promise<void>) | undefined,
): Promise<T> {
  const { worker, release } = acquireWorker();
  const send = (request: SheetWorkerRequest) => worker.postMessage(request);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    /** `keep`: the worker ended the task itself with a heap small enough to serve the next one. */
    const finish = (settle: () => void, keep = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      settle();
      release(keep);
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(AppError.fieldError('file', 'Reading the sheet took too long: split it into smaller files')),
        ),
      SHEET_WORKER_LIMITS.timeoutMs,
    );
    const reply = (id: number, ok: boolean) => {
      if (!settled) send({ type: 'stored', id, ok });
    };
    const keepAfter = (heapBytes: number) => heapBytes < SHEET_WORKER_LIMITS.keepBelowHeapBytes;
    const onMessage = (message: SheetWorkerMessage) => {
      switch (message.type) {
        case 'progress':
          onProgress?.(message.percent);
          break;
        case 'batch':
          (onBatch ?? (async () => {}))(message.rows).then(
            () => reply(message.id, true),
            (error: unknown) => {
              reply(message.id, false);
              finish(() => reject(error));
            },
          );
          break;
        case 'done':
          finish(() => resolve(message.result as T), keepAfter(message.heapBytes));
          break;
        case 'failed':
          finish(() => reject(errorOf(message.error)), keepAfter(message.heapBytes));
          break;
      }
    };
    const onError = (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? AppError.fieldError(
                'file',
                'The sheet needs more memory than an import may use: split it into smaller files',
              )
            : error,
        ),
      );
    const onExit = (code: number) =>
      finish(() => reject(new Error(`The sheet reader stopped (exit code ${code})`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    send({ type: 'task', task });
  });
}

/** `readSheetLayout` on the sheet worker. */
export function readSheetLayoutInWorker(
  path: string,
  kind: SheetKind,
  onProgress?: (percent: number) => void,
): Promise<ImportLayout> {
  return runSheetTask<ImportLayout>({ op: 'layout', path, kind }, onProgress, undefined);
}

/** `parseRateRows` on the sheet worker: each batch is awaited before the worker reads on. */
export function parseRateRowsInWorker(input: ParseRateRowsInput): Promise<ImportReport> {
  const { onBatch, onProgress, ...task } = input;
  return runSheetTask<ImportReport>({ op: 'parse', input: task }, onProgress, onBatch);
}
