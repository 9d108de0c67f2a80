import { buildPath, type RouteDef } from '@shala/contracts';

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];

/** `/api/{area}/{path}` with params filled and the query appended. */
export function buildUrl(
  route: Pick<RouteDef, 'area' | 'path'>,
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

/** fetch options: JSON both ways, the session cookie always sent. */
export function buildInit(
  method: RouteDef['method'],
  body: unknown,
  signal?: AbortSignal,
): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include', signal };
  // POST and PUT always carry a JSON body ({} when the route takes none): a JSON
  // content type with an empty body is a 400 on the server.
  if (method === 'POST' || method === 'PUT' || body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  return init;
}
