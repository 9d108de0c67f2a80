// The request and reply decorators' types (the plugin is registered in app.ts, for the
// upload routes only).
import type {} from '@fastify/multipart';
import type { RouteDef } from '@shala/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** A file of a multipart request, read into memory (routes keep their files small). */
export interface UploadedFile {
  field: string;
  /** As the client named it: never trusted for the type. */
  filename: string;
  bytes: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const defaultMaxFileBytes = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Room for the text fields and part headers of a multipart body besides its file. */
const multipartOverheadBytes = 256 * 1024;

/**
 * Refuses (413) an upload whose declared `Content-Length` exceeds what the multipart route
 * accepts, before a byte of it is read (Fastify itself does so for JSON bodies).
 */
export function refuseOversizedUpload(route: RouteDef, request: FastifyRequest): void {
  if (route.consumes !== 'multipart') return;
  const maxFileBytes = route.maxFileBytes ?? defaultMaxFileBytes;
  const limit = route.bodyLimit ?? maxFileBytes + multipartOverheadBytes;
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    const message = `The file must be at most ${megabytes(maxFileBytes)}`;
    throw new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'body', message }]);
  }
}

/**
 * The text fields and files of a multipart request to a multipart route; null for a route
 * that takes JSON (which has no multipart parser: Fastify refuses such a body with 415).
 * Every limit is explicit: one file, a few short fields, the route's file size.
 */
export async function readUpload(route: RouteDef, request: FastifyRequest): Promise<Upload | null> {
  if (route.consumes !== 'multipart' || !request.isMultipart()) return null;
  const maxFileBytes = route.maxFileBytes ?? defaultMaxFileBytes;
  const upload: Upload = { fields: {}, files: [] };
  let field = 'file';
  try {
    const parts = request.parts({
      limits: { fileSize: maxFileBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
    });
    for await (const part of parts) {
      field = part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        upload.files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `The file must be at most ${megabytes(maxFileBytes)}`;
      throw new AppError('BAD_REQUEST', message, [{ field, message }]);
    }
    const message =
      code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT'
        ? 'The upload has too many parts: send one file'
        : 'The upload could not be read. Please try again.';
    throw new AppError('BAD_REQUEST', message, [{ field: 'body', message }]);
  }
  return upload;
}
