import type { RouteDef } from '@shala/contracts';
import { buildPath, messages } from '@shala/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RouteInput } from './route-samples.ts';

export interface CallOptions {
  host: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Sent as the body instead of `input.body`, as is (for bodies that are not JSON). */
  raw?: { payload: string; contentType: string };
  /** Sent as the path instead of the route's (for paths no client library would build). */
  rawPath?: string;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Calls a route through `inject` with its input on the wire: params in the path, query, JSON body. */
export function callRoute(
  app: FastifyInstance,
  route: RouteDef,
  input: RouteInput,
  options: CallOptions,
): Promise<LightMyRequestResponse> {
  const params = (input.params ?? {}) as Record<string, string>;
  const url = (options.rawPath ?? buildPath(route, params)) + queryString(input.query);
  const headers: Record<string, string> = { host: options.host, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined;
  if (options.raw) {
    payload = options.raw.payload;
    headers['content-type'] = options.raw.contentType;
  } else if (route.body && input.body !== undefined) {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  return app.inject({ method: route.method, url, headers, payload });
}

export interface EnvelopeBody {
  status: boolean | 'TERMINATE';
  message: string;
  result: boolean;
  data: unknown;
}

/** The spec's envelope of an answer, or null when the answer is not one. */
export function envelopeOf(response: LightMyRequestResponse): EnvelopeBody | null {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return null;
  try {
    const body = response.json() as Partial<EnvelopeBody>;
    const ok =
      body !== null &&
      typeof body === 'object' &&
      (typeof body.status === 'boolean' || body.status === 'TERMINATE') &&
      typeof body.message === 'string' &&
      typeof body.result === 'boolean' &&
      'data' in body;
    return ok ? (body as EnvelopeBody) : null;
  } catch {
    return null;
  }
}

export type AccessOutcome = 'unauthenticated' | 'forbidden' | 'passed';

/**
 * How the access chain answered: its refusals are a 401 TERMINATE (no live session for
 * this tenant) and a 403 with the generic forbidden message. Any other answer passed the
 * chain, including a handler's own 401/403 (e.g. wrong credentials at login).
 */
export function accessOutcome(response: LightMyRequestResponse): AccessOutcome {
  const envelope = envelopeOf(response);
  if (response.statusCode === 401 && envelope?.status === 'TERMINATE') return 'unauthenticated';
  if (response.statusCode === 403 && envelope?.message === messages.forbidden) return 'forbidden';
  return 'passed';
}

/** Short text of an answer for failure tables. */
export function describeAnswer(response: LightMyRequestResponse): string {
  const envelope = envelopeOf(response);
  const text = envelope ? envelope.message : response.body.slice(0, 60);
  return `${response.statusCode} ${text}`;
}

/** True when the answer cleared the session cookie (logout, password change): sign in again. */
export function endedSession(response: LightMyRequestResponse): boolean {
  return response.cookies.some(
    (cookie) =>
      cookie.name === 'shala_session' &&
      (cookie.value === '' || (cookie.expires !== undefined && cookie.expires <= new Date())),
  );
}
