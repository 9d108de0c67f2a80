import { createHash } from 'node:crypto';

/** Objects' keys in one order, so that the same request always reads the same. */
function sortKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * A short digest of a request's parsed body (SHA-256, base64url): stored with an idempotency
 * key, it tells a retry of the same request from another request that reuses the key.
 */
export function fingerprintRequest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body, sortKeys) ?? '')
    .digest('base64url');
}
