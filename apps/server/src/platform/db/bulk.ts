import { sql } from 'drizzle-orm';

/** Rows per multi-row insert: well below PostgreSQL's 65,535 parameters for every table here. */
export const insertChunk = 1000;

export function chunks<T>(items: readonly T[], size = insertChunk): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `column` is one of `values`, as one JSON parameter whatever the number of values. */
export const oneOf = (column: unknown, values: readonly (string | number)[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
