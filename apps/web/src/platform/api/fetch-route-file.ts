import { messages, type RouteMeta } from '@shala/contracts';
import { terminateSession } from '../session/terminate-session';
import type { RouteInput } from './api-client';
import { ApiError } from './api-error';
import { buildInit, buildUrl, type QueryValue } from './build-request';
import { readEnvelope } from './read-envelope';

/** The file a `produces: 'file'` route answers, with the server's Content-Disposition. */
export interface RouteFile {
  blob: Blob;
  disposition: string | null;
}

/**
 * Calls a route that answers a file (a PDF, a printable page, an import template) instead of
 * the JSON envelope. Throws ApiError with the refusal's message; toasts nothing: each caller
 * says its own failure.
 */
export async function fetchRouteFile<R extends RouteMeta>(
  route: R,
  input: RouteInput<R>,
): Promise<RouteFile> {
  const { body, query, params } = input as { body?: unknown; query?: unknown; params?: unknown };
  const url = buildUrl(
    route,
    params as Record<string, string | number> | undefined,
    query as Record<string, QueryValue> | undefined,
  );
  let response: Response;
  try {
    response = await fetch(url, buildInit(route.method, body));
  } catch {
    throw new ApiError({ kind: 'network', status: 0, message: messages.networkError });
  }
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    if (response.status === 401 && envelope?.status === 'TERMINATE') terminateSession();
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: envelope?.message ?? '',
      envelopeStatus: envelope?.status ?? null,
    });
  }
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}
