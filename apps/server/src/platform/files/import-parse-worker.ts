import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ImportRefusal } from './import-refusal-reason.ts';
import { readImportRows } from './import-table.ts';
import type { TableLimits } from './table-limits.ts';

/** The parse worker's input (workerData) and its one message back. */
export interface ParseRequest {
  bytes: Uint8Array;
  columns: string[];
  limits: TableLimits;
}

// On Linux a priority set for pid 0 holds for the calling thread only: the parse gives way to
// the event loop (every school's requests) whenever that wants a core.
try {
  setPriority(19);
} catch {
  // A platform that refuses keeps the default priority; the time and heap limits still hold.
}

const request = workerData as ParseRequest;
const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.length);
try {
  parentPort!.postMessage({ rows: readImportRows(bytes, request.columns, request.limits) });
} catch (error) {
  // Anything else (a bug, a malformation no check foresaw) still answers: the file is unreadable.
  const refusal = error instanceof ImportRefusal ? error : new ImportRefusal('unreadable');
  parentPort!.postMessage({ reason: refusal.reason, detail: refusal.detail });
}
