import { buildPath, type RouteMeta } from '@shala/contracts';

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];

/** `/api/{area}/{path}` with params filled and the query appended. */
export function buildUrl(
  route: Pick<RouteMeta, 'area' | 'path'>,
  params?: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): string {
  const path = buildPath(route, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Files of a multipart request, by part name (e.g. `{ file }`). */
export type UploadFiles = Record<string, Blob>;

/**
 * multipart/form-data of a `consumes: 'multipart'` route: the body's fields as text parts
 * (null and undefined left out, a list as repeated parts), then the files.
 */
export function buildFormData(body: unknown, files: UploadFiles = {}): FormData {
  const form = new FormData();
  const text = (value: unknown) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(key, text(item));
    } else {
      form.append(key, text(value));
    }
  }
  for (const [key, file] of Object.entries(files)) form.append(key, file);
  return form;
}

/**
 * fetch options: JSON both ways, the session cookie always sent. With `upload` (a multipart
 * route) the body goes as FormData, and the browser writes its content type and boundary.
 */
export function buildInit(
  method: RouteMeta['method'],
  body: unknown,
  signal?: AbortSignal,
  upload?: { files?: UploadFiles },
): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include', signal };
  if (upload) {
    init.body = buildFormData(body, upload.files);
    return init;
  }
  // POST and PUT always carry a JSON body ({} when the route takes none): a JSON
  // content type with an empty body is a 400 on the server.
  if (method === 'POST' || method === 'PUT' || body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  return init;
}
