import pg from 'pg';

type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };

/**
 * The client of one request's transaction on PostgreSQL, begun at its first query: a request
 * that reads nothing (a session check served from the session cache) takes no connection and
 * sends no `BEGIN` or `COMMIT`. The first query travels with `BEGIN` and the tenant's `enter`
 * in one simple-protocol script when its values can be written as literals (`inlineValues`),
 * so a request of one query costs two round trips (that script, `COMMIT`) instead of three.
 * A read-only transaction (`BEGIN READ ONLY`: the database refuses it any write) gives its
 * connection back without waiting for its `COMMIT`: the connection sends it before any later
 * query, and nothing is lost if it fails. Drizzle's session calls only `query(config, values)`.
 */
export class TransactionClient {
  private begun: Promise<pg.PoolClient> | undefined;
  private finished = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly enter: string,
    private readonly readOnly = false,
  ) {}

  query(config: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const query = typeof config === 'string' ? { text: config } : config;
    if (this.begun) return this.begun.then((client) => client.query(query, values));
    const begin = `${this.readOnly ? 'begin read only' : 'begin'}; ${this.enter}`;
    const inlined = query.name ? null : inlineValues(query.text, values ?? []);
    if (inlined === null) {
      this.begun = this.open({ text: begin }).then(({ client }) => client);
      return this.begun.then((client) => client.query(query, values));
    }
    const opened = this.open({ ...query, text: `${begin}; ${inlined}` });
    this.begun = opened.then(({ client }) => client);
    // Its failure reaches the caller through the answer below; the rollback reads it too.
    this.begun.catch(() => {});
    return opened.then(({ results }) => results[results.length - 1]!);
  }

  /** Commits what was begun; nothing to do when no query ran. */
  async commit(): Promise<void> {
    if (!this.begun || this.finished) return;
    const client = await this.begun;
    if (this.readOnly) {
      this.finished = true;
      // A connection lost meanwhile fails its next query instead, and the pool drops it.
      client.query('commit').catch(() => {});
      client.release();
      return;
    }
    await client.query('commit');
    this.finished = true;
    client.release();
  }

  /** Rolls back what was begun, releasing the connection (dropped when the rollback fails). */
  async rollback(): Promise<void> {
    if (!this.begun || this.finished) return;
    this.finished = true;
    const client = await this.begun.catch(() => null);
    if (!client) return;
    let broken: Error | undefined;
    await client.query('rollback').catch((lost: Error) => {
      broken = lost;
    });
    client.release(broken);
  }

  /** Takes a connection and runs the script that begins the transaction: each statement's result. */
  private async open(
    script: QueryConfig,
  ): Promise<{ client: pg.PoolClient; results: pg.QueryResult[] }> {
    const client = await this.pool.connect();
    try {
      const answer = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
      return { client, results: Array.isArray(answer) ? answer : [answer] };
    } catch (error) {
      // A failed statement aborted the transaction: end it before the connection goes back
      // (dropped instead when it is lost, e.g. during a database restart).
      let broken: Error | undefined;
      await client.query('rollback').catch((lost: Error) => {
        broken = lost;
      });
      this.finished = true;
      client.release(broken);
      throw error;
    }
  }
}

/**
 * The statement with its `$n` placeholders replaced by literals, as `pg` would send the values
 * (its `prepareValue`, then `escapeLiteral`): untyped literals, like untyped parameters. Null
 * when the text holds quotes or dollar quoting, where a `$n` could be inside a literal.
 */
export function inlineValues(text: string, values: unknown[]): string | null {
  if (text.includes("'") || text.includes('$$')) return null;
  let complete = true;
  const inlined = text.replace(/\$(\d+)/g, (_placeholder, position: string) => {
    const index = Number(position) - 1;
    if (index < 0 || index >= values.length) {
      complete = false;
      return '';
    }
    const prepared = pgUtils.prepareValue(values[index]) as string | Buffer | null | undefined;
    if (prepared === null || prepared === undefined) return 'null';
    return pgUtils.escapeLiteral(
      Buffer.isBuffer(prepared) ? `\\x${prepared.toString('hex')}` : prepared,
    );
  });
  return complete ? inlined : null;
}

/** `pg`'s own value preparation and quoting, as it applies them to parameters. */
const pgUtils = (pg as unknown as { utils: PgUtils }).utils;

interface PgUtils {
  prepareValue(value: unknown): unknown;
  escapeLiteral(text: string): string;
}
