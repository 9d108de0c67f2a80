import { resolveSubdomain } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb, Database, Tx } from './db/connect.ts';
import { schools } from './db/schools-table.ts';

/** Header the native wrapper sends instead of a school host name. */
export const tenantHeader = 'x-tenant';

export type Tenant = typeof schools.$inferSelect;

/** The subdomain a request is for: the explicit header, else the host rule; null on the root host. */
export function requestSubdomain(request: FastifyRequest): string | null {
  const header = request.headers[tenantHeader];
  const explicit = Array.isArray(header) ? header[0] : header;
  return resolveSubdomain(request.headers.host, explicit);
}

/** The school of a subdomain, or the platform tenant for the root host; null when unknown. */
export async function findTenant(tx: Tx | AppDb, subdomain: string | null): Promise<Tenant | null> {
  const where = subdomain
    ? and(eq(schools.subdomain, subdomain), eq(schools.kind, 'SCHOOL'))
    : eq(schools.kind, 'PLATFORM');
  const [tenant] = await tx.select().from(schools).where(where).limit(1);
  return tenant ?? null;
}

/**
 * How long a school read by host is trusted. An edit on this process forgets it at once
 * (`forgetTenants`); other processes see the edit within this bound.
 */
export const tenantCacheMs = 5_000;

const tenantCaches = new WeakMap<Database, Map<string, { tenant: Tenant; until: number }>>();

/**
 * `findTenant` through a per-database, per-process cache. Unknown hosts are not cached,
 * so a school registered anywhere is reachable at once.
 */
export async function findTenantCached(
  database: Database,
  subdomain: string | null,
): Promise<Tenant | null> {
  let cache = tenantCaches.get(database);
  if (!cache) {
    cache = new Map();
    tenantCaches.set(database, cache);
  }
  const key = subdomain ?? '';
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.tenant;
  // The schools table is the platform's own (no row-level security): read outside a transaction.
  const tenant = await findTenant(database.db, subdomain);
  if (tenant) cache.set(key, { tenant, until: now + tenantCacheMs });
  else cache.delete(key);
  return tenant;
}

/** Forgets every cached school of `database` (call after a school's row changed, once committed). */
export function forgetTenants(database: Database): void {
  tenantCaches.get(database)?.clear();
}
