import { Column, is, type Query, SQL } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Tx } from './connect.ts';

/** A drizzle statement not yet run: a select, or an insert, update or delete. */
interface Statement extends PromiseLike<unknown> {
  toSQL(): Query;
  _?: { selectedFields?: Record<string, unknown> };
}

interface Built {
  query: Query;
  fields: SelectedFieldsOrdered | undefined;
}

/**
 * A statement whose SQL is built once per process and run by each request on its own
 * transaction, with its values: drizzle's prepared statement, which binds to one session,
 * made for the request's session. Drizzle builds SQL by walking its query objects, and for a
 * list that costs more CPU than the rest of the request chain (docs/performance.md); a
 * prepared statement pays it once. What changes between requests is a
 * `sql.placeholder(name)`, given in `values`. A select answers its rows, mapped as drizzle
 * maps them (flat selections only: a column or an SQL expression per key); any other
 * statement answers the driver's result.
 */
export function prepared<S extends Statement>(
  build: (tx: Tx) => S,
): (tx: Tx, values: Record<string, unknown>) => Promise<Awaited<S>> {
  const shaped = preparedShapes((tx: Tx, _shape: null) => build(tx));
  return (tx, values) => shaped(tx, null, values);
}

/**
 * `prepared` for a statement whose shape changes with the request (an optional filter adds a
 * condition): one statement per shape, each built on its first use. `shape` holds only what
 * decides the shape (which filters are given, never their values).
 */
export function preparedShapes<Shape, S extends Statement>(
  build: (tx: Tx, shape: Shape) => S,
): (tx: Tx, shape: Shape, values: Record<string, unknown>) => Promise<Awaited<S>> {
  const built = new Map<string, Built>();
  return (tx, shape, values) => {
    const key = shape === null ? '' : JSON.stringify(shape);
    let statement = built.get(key);
    if (!statement) {
      const query = build(tx, shape);
      statement = { query: query.toSQL(), fields: orderedFields(query._?.selectedFields) };
      built.set(key, statement);
    }
    const { query, fields } = statement;
    return tx._.session
      .prepareQuery(query, fields, undefined, fields !== undefined)
      .execute(values) as Promise<Awaited<S>>;
  };
}

/** The selection in the order of the select's columns, as drizzle maps a row (flat only). */
function orderedFields(
  selection: Record<string, unknown> | undefined,
): SelectedFieldsOrdered | undefined {
  if (!selection) return undefined;
  return Object.entries(selection).map(([key, field]) => {
    if (!is(field, Column) && !is(field, SQL) && !is(field, SQL.Aliased))
      throw new Error(`prepared: "${key}" must be a column or an SQL expression`);
    return { path: [key], field } as SelectedFieldsOrdered[number];
  });
}
