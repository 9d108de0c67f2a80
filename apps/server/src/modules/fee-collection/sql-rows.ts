import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';

/** The rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function selectRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
