import { Column, type DriverValueDecoder, is, type Query, SQL } from 'drizzle-orm';
import type { Tx } from './connect.ts';

/** A drizzle statement not yet run: a select, or an insert, update or delete. */
interface Statement extends PromiseLike<unknown> {
  toSQL(): Query;
  _?: { selectedFields?: Record<string, unknown> };
}

interface Built {
  query: Query;
  /** A select's rows, mapped as drizzle maps them; none for a statement answering no rows. */
  mapRows: ((rows: unknown[][]) => unknown[]) | undefined;
}

/**
 * A statement whose SQL text Drizzle builds once per process, then runs on each request's
 * transaction with that request's values. Drizzle builds SQL by walking its query objects, and
 * for a list that costs more CPU than the rest of the request chain (docs/performance.md);
 * building once pays it once. What changes between requests is a `sql.placeholder(name)`,
 * given in `values`.
 *
 * Nothing is prepared on the database server: no `PREPARE`, no named statement. Each run sends
 * the cached text as any other query does (the transaction client inlines its values as
 * literals, see docs/request-machinery.md). Drizzle's `prepareQuery` is only the call that
 * takes a ready `{ sql, params }` and binds it to the request's session.
 *
 * A select answers its rows, mapped as drizzle maps them (flat selections only: a column or an
 * SQL expression per key); any other statement answers the driver's result.
 */
export function builtOnce<S extends Statement>(
  build: (tx: Tx) => S,
): (tx: Tx, values: Record<string, unknown>) => Promise<Awaited<S>> {
  const shaped = builtOncePerShape((tx: Tx, _shape: null) => build(tx));
  return (tx, values) => shaped(tx, null, values);
}

/**
 * `builtOnce` for a statement whose shape changes with the request (an optional filter adds a
 * condition): one SQL text per shape, each built on its first use. `shape` holds only what
 * decides the shape (which filters are given, never their values).
 */
export function builtOncePerShape<Shape, S extends Statement>(
  build: (tx: Tx, shape: Shape) => S,
): (tx: Tx, shape: Shape, values: Record<string, unknown>) => Promise<Awaited<S>> {
  const built = new Map<string, Built>();
  return (tx, shape, values) => {
    const key = shape === null ? '' : JSON.stringify(shape);
    let statement = built.get(key);
    if (!statement) {
      const query = build(tx, shape);
      statement = { query: query.toSQL(), mapRows: rowMapper(query._?.selectedFields) };
      built.set(key, statement);
    }
    const { query, mapRows } = statement;
    return tx._.session
      .prepareQuery(query, undefined, undefined, mapRows !== undefined, mapRows)
      .execute(values) as Promise<Awaited<S>>;
  };
}

/**
 * Maps a select's rows (arrays in the selection's order) to objects as drizzle does, with each
 * column's decoder found once instead of once per value (flat selections only).
 */
function rowMapper(
  selection: Record<string, unknown> | undefined,
): ((rows: unknown[][]) => unknown[]) | undefined {
  if (!selection) return undefined;
  const columns = Object.entries(selection).map(([key, field]) => ({
    key,
    decoder: decoderOf(key, field),
  }));
  return (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (const [index, { key, decoder }] of columns.entries()) {
        const value = row[index];
        mapped[key] = value === null ? null : decoder.mapFromDriverValue(value);
      }
      return mapped;
    });
}

/** A column decodes its own values; an SQL expression carries its decoder (drizzle's own field, which built-once.test.ts pins). */
function decoderOf(key: string, field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  throw new Error(`builtOnce: "${key}" must be a column or an SQL expression`);
}

const decoderOfSql = (expression: SQL) =>
  (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
