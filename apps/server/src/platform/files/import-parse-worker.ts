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

const request = workerData as ParseRequest;
const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.length);
try {
  parentPort!.postMessage({ rows: readImportRows(bytes, request.columns, request.limits) });
} catch (error) {
  // Anything else (a bug, a malformation no check foresaw) still answers: the file is unreadable.
  const refusal = error instanceof ImportRefusal ? error : new ImportRefusal('unreadable');
  parentPort!.postMessage({ reason: refusal.reason, detail: refusal.detail });
}
