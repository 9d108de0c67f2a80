import { Worker } from 'node:worker_threads';
import type { FileRow } from '@shala/contracts';
import type { ParseRequest } from './import-parse-worker.ts';
import { ImportRefusal, type RefusalReason } from './import-refusal-reason.ts';
import { parseWorkerScript } from './parse-worker-script.ts';
import type { TableLimits } from './table-limits.ts';

/** What reading one file may cost: wall-clock time and the worker's heap. */
export interface WorkerLimits {
  wallMs: number;
  heapMb: number;
}
export const parseWorkerLimits: WorkerLimits = { wallMs: 10_000, heapMb: 256 };

/** Files read at once (each may take its heap limit), and files waiting their turn. */
const runningAtMost = 2;
const waitingAtMost = 8;
let running = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<void> {
  if (running < runningAtMost) {
    running += 1;
    return;
  }
  if (waiting.length >= waitingAtMost) throw new ImportRefusal('busy');
  // The finishing reader hands its turn over, so `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

type Answer = { rows: FileRow[] } | { reason: RefusalReason; detail: string[] };

/** Runs one worker to its end: its answer, or a refusal when it outgrew its time or heap. */
function runWorker(
  script: URL | string,
  request: ParseRequest,
  limits: WorkerLimits,
): Promise<FileRow[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      eval: typeof script === 'string',
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    let outcome: Answer | Error | undefined;
    const timer = setTimeout(() => {
      outcome ??= new ImportRefusal('tooDemanding');
      void worker.terminate();
    }, limits.wallMs);
    worker.once('message', (answer: Answer) => {
      outcome ??= answer;
    });
    worker.once('error', (error: Error & { code?: string }) => {
      outcome ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ImportRefusal('tooDemanding') : error;
    });
    // The turn ends when the worker and its heap are gone, not when it answered.
    worker.once('exit', () => {
      clearTimeout(timer);
      if (!outcome) reject(new ImportRefusal('tooDemanding'));
      else if (outcome instanceof Error) reject(outcome);
      else if ('rows' in outcome) resolve(outcome.rows);
      else reject(new ImportRefusal(outcome.reason, outcome.detail));
    });
  });
}

/**
 * Reads an import file in a worker thread with a heap limit and a wall-clock limit, so that no
 * file can hold up the event loop or exhaust the process's memory. At most two files are read
 * at once and eight wait; a ninth waiting file is refused as busy.
 */
export async function parseImportInWorker(
  bytes: Buffer,
  columns: readonly string[],
  tableLimits: TableLimits,
  limits: WorkerLimits = parseWorkerLimits,
): Promise<FileRow[]> {
  const script = await parseWorkerScript();
  await takeTurn();
  try {
    return await runWorker(script, { bytes, columns: [...columns], limits: tableLimits }, limits);
  } finally {
    endTurn();
  }
}
