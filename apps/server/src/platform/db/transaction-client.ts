import pg from 'pg';

type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };

/**
 * What a request's transaction may do: `read-write` (the default), `read-only` (the database
 * refuses any write: GET requests) or `single-statement` (a write of one statement, declared
 * by its handler: it commits with that statement).
 */
export type TransactionMode = 'read-write' | 'read-only' | 'single-statement';

/**
 * The client of one request's transaction on PostgreSQL, begun lazily:
 * - A request that reads nothing (a session check served from the session cache) takes no
 *   connection at all.
 * - Until a request writes, each of its reads travels as one simple-protocol message with the
 *   tenant's `enter` (and, for a read-only request, `transaction_read_only`): PostgreSQL runs a
 *   message of several statements as one implicit transaction, so the role and tenant hold for
 *   that read and end with it, and no `BEGIN` or `COMMIT` is sent. Under READ COMMITTED every
 *   statement sees its own snapshot inside a transaction too, so reads that take no lock lose
 *   nothing by running alone.
 * - The first statement that may write or lock (anything but a plain `select`, see
 *   `isPlainRead`), or whose values cannot be written as literals (`inlineValues`), begins
 *   the transaction: `BEGIN`, `enter` and that statement in one message, `COMMIT` at the end.
 *   A read-only transaction (`BEGIN READ ONLY`) gives its connection back without waiting for
 *   its `COMMIT`: the connection sends it before any later query, and nothing is lost if it
 *   fails.
 * - A single-statement request sends its statement with `enter` as one implicit transaction,
 *   committed when PostgreSQL answers: one round trip, and the rows it locks are held only
 *   while PostgreSQL runs it (not across a round trip to the server and back). A second
 *   statement is refused: the handler declared one.
 * Drizzle's session calls only `query(config, values)`.
 */
export class TransactionClient {
  private connection: Promise<pg.PoolClient> | undefined;
  private begun = false;
  private statements = 0;
  private finished = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly enter: string,
    private readonly mode: TransactionMode = 'read-write',
  ) {}

  private get readOnly(): boolean {
    return this.mode === 'read-only';
  }

  query(config: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const query = typeof config === 'string' ? { text: config } : config;
    this.statements += 1;
    if (this.mode === 'single-statement' && this.statements > 1)
      return Promise.reject(new Error(singleStatementBroken));
    if (this.begun) return this.connected().then((client) => client.query(query, values));
    const inlined = query.name ? null : inlineValues(query.text, values ?? []);
    // Alone, as an implicit transaction: every statement of a read-only or single-statement
    // request, and a plain read before a read-write request's first write.
    if (inlined !== null && (this.mode !== 'read-write' || isPlainRead(query.text))) {
      const readOnly = this.readOnly ? `; ${readOnlyStatement}` : '';
      return this.send({ ...query, text: `${this.enter}${readOnly}; ${inlined}` });
    }
    this.begun = true;
    const begin = `${this.readOnly ? 'begin read only' : 'begin'}; ${this.enter}`;
    if (inlined !== null) return this.send({ ...query, text: `${begin}; ${inlined}` });
    return this.send({ text: begin }).then(() =>
      this.connected().then((client) => client.query(query, values)),
    );
  }

  /** Commits what was begun and gives the connection back; nothing to do when no query ran. */
  async commit(): Promise<void> {
    if (!this.connection || this.finished) return;
    const client = await this.connection;
    if (this.begun && !this.readOnly) {
      // A failed COMMIT leaves the connection to `rollback`, as a failed query does.
      await client.query('commit');
    } else if (this.begun) {
      // A connection lost meanwhile fails its next query instead, and the pool drops it.
      client.query('commit').catch(() => {});
    }
    this.finished = true;
    client.release();
  }

  /**
   * Rolls back what was begun and gives the connection back, dropped when the rollback fails
   * (a connection lost, e.g. during a database restart). Sent after reads alone too: it waits
   * for any query still queued and proves the connection alive.
   */
  async rollback(): Promise<void> {
    if (!this.connection || this.finished) return;
    this.finished = true;
    const client = await this.connection.catch(() => null);
    if (!client) return;
    let broken: Error | undefined;
    await client.query('rollback').catch((lost: Error) => {
      broken = lost;
    });
    client.release(broken);
  }

  private connected(): Promise<pg.PoolClient> {
    this.connection ??= this.pool.connect();
    return this.connection;
  }

  /** Sends one message on the request's connection: the last statement's result. */
  private async send(script: QueryConfig): Promise<pg.QueryResult> {
    const client = await this.connected();
    // pg answers one result for one statement, an array for several.
    const answer = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(answer) ? answer[answer.length - 1]! : answer;
  }
}

export const singleStatementBroken =
  'A request declared single-statement sent a second statement: drop the declaration or the statement';

const readOnlyStatement = `select set_config('transaction_read_only', 'on', true)`;

/**
 * A `select` that neither locks rows nor changes anything: it may run in an implicit
 * transaction of its own. Anything else (or a select of a function this list does not know
 * to be harmless) begins the request's transaction. Errs on the side of "no".
 */
export function isPlainRead(text: string): boolean {
  return /^\s*\(?\s*select\b/i.test(text) && !sideEffects.test(text);
}

const sideEffects =
  /\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b|\binto\b|\b(?:pg_advisory\w*|nextval|setval|set_config|pg_notify|pg_sleep\w*)\s*\(/i;

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
