import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Tx } from '../../apps/server/src/platform/db/connect.ts';

export interface ListBuffers {
  /** Shared buffer hits of every query the list ran, summed. */
  hits: number;
  /** Shared buffers read from outside PostgreSQL's cache (0 once warm). */
  reads: number;
  queries: number;
}

interface PlanNode {
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/**
 * Runs a list in a transaction opened with `enter` (the role and tenant), records the SQL it sends, then answers the
 * shared buffers of each of those queries under `EXPLAIN (ANALYZE, BUFFERS)`: a cost that,
 * unlike requests/s, does not move with the load of the machine.
 */
export async function measureListBuffers(
  databaseUrl: string,
  enter: string,
  list: (tx: Tx) => Promise<unknown>,
): Promise<ListBuffers> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sent: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(client, {
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  });
  try {
    await client.query(`begin read only; ${enter}`);
    // The first run also warms the cache, so the figures below are hits rather than reads.
    await list(db as unknown as Tx);
    const result: ListBuffers = { hits: 0, reads: 0, queries: sent.length };
    for (const { query, params } of sent) {
      const explained = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (analyze, buffers, format json) ${query}`,
        params,
      );
      const plan = explained.rows[0]!['QUERY PLAN'][0]!.Plan;
      result.hits += plan['Shared Hit Blocks'];
      result.reads += plan['Shared Read Blocks'];
    }
    return result;
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
}
