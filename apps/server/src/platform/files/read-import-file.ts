import {
  type FileRow,
  importMaxBytes,
  importMaxColumns,
  importMaxRows,
  importMessages,
} from '@shala/contracts';
import { AppError, badRequest } from '../errors.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { ImportRefusal } from './import-refusal-reason.ts';
import { parseImportInWorker } from './parse-import-in-worker.ts';
import type { TableLimits } from './table-limits.ts';

const field = 'file';

/** An upload's bytes: the multipart file, else the base64 of a JSON body; bounded. */
export function uploadBytes(file: Buffer | undefined, contentBase64: string | undefined): Buffer {
  const bytes = file ?? Buffer.from((contentBase64 ?? '').replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw badRequest(importMessages.chooseFile, field);
  if (bytes.length > importMaxBytes) throw badRequest(importMessages.tooLarge, field);
  return bytes;
}

/** 10,000 rows of the 29 columns of the student template unpack to well under 50 MB. */
export const importTableLimits: TableLimits = {
  maxRows: importMaxRows,
  maxColumns: importMaxColumns,
  maxUnpackedBytes: 50 * 1024 * 1024,
};

export interface ImportFile {
  rows: FileRow[];
}

/**
 * Reads an upload as CSV or XLSX off the event loop (parse-import-in-worker.ts), checks the
 * header against the template's columns and answers the non-blank rows with their row numbers
 * (header = 1). Every refusal is a 400 with its message, or a 429 while many files are read.
 */
export async function readImportFile(
  bytes: Buffer,
  columns: readonly string[],
): Promise<ImportFile> {
  try {
    return { rows: await parseImportInWorker(bytes, columns, importTableLimits) };
  } catch (error) {
    if (!(error instanceof ImportRefusal)) throw error;
    if (error.reason === 'busy') throw new AppError('TOO_MANY_REQUESTS', importMessages.busy);
    const message =
      error.reason === 'missingColumns'
        ? `${importMessages.missingColumns}: ${error.detail.join(', ')}`
        : importMessages[error.reason];
    throw new AppError('BAD_REQUEST', message, [{ field, message }]);
  }
}

/**
 * Reads an import route's file (multipart `file` or base64 `content_base64`) as the handler's
 * `beforeTransaction`, so no transaction is held while the worker reads it.
 */
export const readUploadedImport =
  (columns: readonly string[]) =>
  (input: { body: { content_base64?: string }; files?: UploadedFile[] }): Promise<ImportFile> =>
    readImportFile(uploadBytes(input.files?.[0]?.bytes, input.body.content_base64), columns);
