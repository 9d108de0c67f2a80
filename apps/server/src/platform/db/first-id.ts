import type { sql } from 'drizzle-orm';
import type { AppDb } from './connect.ts';

/** The `id` of a query's first row, or undefined when it finds none. */
export async function firstId(
  db: AppDb,
  query: ReturnType<typeof sql>,
): Promise<number | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ id: unknown }> };
  const id = result.rows[0]?.id;
  return id === undefined || id === null ? undefined : Number(id);
}
