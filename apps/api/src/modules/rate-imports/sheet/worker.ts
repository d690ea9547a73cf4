import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../lib/app-error';
import type { StagedRateRow } from './parse-rows';
import type { SheetWorkerMessage, SheetWorkerRequest, SheetWorkerTask } from './worker-protocol';

/*
 * The sheet reader's thread. It runs the tasks the parent hands it one at a time and keeps
 * nothing from one task to the next, so one warm thread serves an import's layout and parse
 * steps without paying its start-up twice. A parse task reads the next batch while the parent
 * stores the last one, and waits for that acknowledgement before it hands over another: a slow
 * database never lets more than two batches pile up.
 */

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread');
const post = (message: SheetWorkerMessage) => port.postMessage(message);

// The parser's modules (and the domain's labels and rules it uses) are loaded on its first task,
// or right after a layout task: a layout task needs none of them.
let parser: Promise<typeof import('./parse-rows')> | undefined;
const loadParser = () => {
  parser ??= import('./parse-rows').catch((error: unknown) => {
    parser = undefined;
    throw error;
  });
  return parser;
};

/** The batch acknowledgements the running task waits for. */
let waiting = new Map<number, (ok: boolean) => void>();

async function run(task: SheetWorkerTask): Promise<SheetWorkerMessage['type']> {
  waiting = new Map();
  let nextBatch = 0;
  let stored: Promise<void> = Promise.resolve();
  const sendBatch = async (rows: StagedRateRow[]) => {
    await stored;
    stored = new Promise<void>((resolve, reject) => {
      const id = nextBatch++;
      waiting.set(id, (ok) => (ok ? resolve() : reject(new Error('The batch was refused'))));
      post({ type: 'batch', id, rows });
    });
    // A refusal surfaces at the next batch or at the end; until then it is not unhandled.
    stored.catch(() => undefined);
  };
  const progress = (percent: number) => post({ type: 'progress', percent });
  try {
    const result =
      task.op === 'layout'
        ? await (await import('./layout')).readSheetLayout(task.path, task.kind, progress)
        : await (await loadParser()).parseRateRows({
            ...task.input,
            onBatch: sendBatch,
            onProgress: progress,
          });
    // The task is done when its last batch is stored.
    await stored;
    post({ type: 'done', result, heapBytes: getHeapStatistics().used_heap_size });
    return 'done';
  } catch (error) {
    post({
      type: 'failed',
      error:
        error instanceof AppError
          ? { code: error.code, message: error.message, errors: error.errors, title: error.title }
          : { message: (error as Error).message ?? String(error) },
      heapBytes: getHeapStatistics().used_heap_size,
    });
    return 'failed';
  }
}

port.on('message', (request: SheetWorkerRequest) => {
  if (request.type === 'stored') {
    waiting.get(request.id)?.(request.ok);
    waiting.delete(request.id);
    return;
  }
  void run(request.task).then(() => {
    // The user maps the columns next: the parser is loaded while they do.
    if (request.task.op === 'layout') void loadParser().catch(() => undefined);
  });
});
