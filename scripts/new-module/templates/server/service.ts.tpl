import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { __camel__s } from './tables.ts';

/** The school's __title__s, by name. */
export function list__Pascal__s(tx: Tx, tenantId: number) {
  return tx
    .select({ id: __camel__s.id, name: __camel__s.name })
    .from(__camel__s)
    .where(eq(__camel__s.tenantId, tenantId))
    .orderBy(asc(__camel__s.name), asc(__camel__s.id));
}
