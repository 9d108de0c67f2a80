import { resolveSubdomain } from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { schools } from '../modules/schools/tables.ts';
import type { Tx } from './db/connect.ts';

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
export async function findTenant(tx: Tx, subdomain: string | null): Promise<Tenant | null> {
  const where = subdomain
    ? and(eq(schools.subdomain, subdomain), eq(schools.kind, 'SCHOOL'))
    : eq(schools.kind, 'PLATFORM');
  const [tenant] = await tx.select().from(schools).where(where).limit(1);
  return tenant ?? null;
}
