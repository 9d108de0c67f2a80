import { messages, type RouteAccess } from '@shala/contracts';
import type { LightMyRequestResponse } from 'fastify';

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
export function accessOutcome(
  response: LightMyRequestResponse,
  access?: RouteAccess,
): AccessOutcome {
  const envelope = envelopeOf(response);
  if (response.statusCode === 401 && envelope?.status === 'TERMINATE') return 'unauthenticated';
  // A staff-only route refuses parents with its own message (`staffOnly`).
  const refusals = [messages.forbidden, access?.kind === 'module' ? access.staffOnly : undefined];
  if (response.statusCode === 403 && refusals.includes(envelope?.message)) return 'forbidden';
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
