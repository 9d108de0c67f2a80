import type { RouteDef } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serverModules } from '../../src/modules/index.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../src/platform/module.ts';
import { onWire, SampleError, sampleOf, shapeOf, type Wire } from './zod-sample.ts';

export type Part = 'body' | 'query' | 'params';
export const parts: readonly Part[] = ['body', 'query', 'params'];
export const wireOf: Record<Part, Wire> = { body: 'json', query: 'text', params: 'text' };

export type { IdSource, RouteInput, SampleEnv };

/**
 * Samples written by hand, for routes whose generated sample would be refused or would
 * change what other checks rely on. Id fields with a source are still filled from the school.
 */
export const handSamples: Record<string, (env: SampleEnv) => RouteInput | Promise<RouteInput>> =
  Object.assign({}, ...serverModules.map((module) => module.guardSamples?.handSamples ?? {}));

async function firstRow(db: AppDb, query: ReturnType<typeof sql>): Promise<number | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ id: unknown }> };
  const id = result.rows[0]?.id;
  return id === undefined || id === null ? undefined : Number(id);
}

/** The first row of a tenant table (read as the connecting user, outside row-level security). */
export const firstIdIn =
  (table: string): IdSource =>
  (db, schoolId) =>
    firstRow(
      db,
      sql`select id from ${sql.identifier(table)} where tenant_id = ${schoolId} order by id limit 1`,
    );
const theSchool: IdSource = async (_db, schoolId) => schoolId;

/** Id fields by name, the same meaning on every route. */
export const idSourcesByField: Record<string, IdSource> = {
  userId: firstIdIn('users'),
  user_id: firstIdIn('users'),
  schoolId: theSchool,
  school_id: theSchool,
};

/** Id fields whose meaning depends on the route (a bare `id` always does). */
export const idSourcesByRoute: Record<string, Record<string, IdSource>> = Object.assign(
  {},
  ...serverModules.map((module) => module.guardSamples?.idSources ?? {}),
);

const idName = /^id$|_id$|Id$/;
/** Ids of catalogue constants, not of rows: there is no other school's copy to reach. */
const constantIds = new Set(['role_id', 'module_id', 'parent_type']);

export interface IdField {
  part: Part;
  name: string;
  source?: IdSource;
  /** Path params and bare `id` fields name one row: the isolation suite insists on a source. */
  strict: boolean;
}

/** The fields of a route that carry a row id. */
export function idFieldsOf(route: RouteDef): IdField[] {
  return parts.flatMap((part) =>
    Object.keys(shapeOf(route[part]))
      .filter((name) => idName.test(name) && !constantIds.has(name))
      .map((name) => ({
        part,
        name,
        source: idSourcesByRoute[route.id]?.[name] ?? idSourcesByField[name],
        strict: part === 'params' || name === 'id',
      })),
  );
}

const whereToFix = (route: RouteDef) =>
  `add handSamples['${route.id}'] to the guardSamples of its module (modules/<m>/index.ts)`;

/** The value one part of the input takes on the wire, after the schema has been checked. */
function checked(route: RouteDef, part: Part, value: unknown, hand: boolean): unknown {
  const schema = route[part] as z.ZodType;
  const sent = onWire(value, wireOf[part]);
  const parsed = schema.safeParse(part === 'body' ? (sent ?? {}) : sent);
  if (!parsed.success) {
    const kind = hand ? 'hand-written' : 'generated';
    throw new Error(
      `route ${route.id}: its ${kind} ${part} sample ${JSON.stringify(sent)} is refused: ` +
        `${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}; ${whereToFix(route)}`,
    );
  }
  return sent;
}

/**
 * A valid input for a route: hand-written when listed, else generated from its schemas;
 * id fields with a source get an existing row of `env.schoolId`. Throws, naming the route,
 * when no valid sample can be made, so a new route without one fails the guard suites.
 */
export async function buildRouteSample(route: RouteDef, env: SampleEnv): Promise<RouteInput> {
  const hand = await handSamples[route.id]?.(env);
  const input: Record<Part, unknown> = { body: undefined, query: undefined, params: undefined };
  for (const part of parts) {
    const schema = route[part];
    if (!schema) continue;
    let value: unknown;
    if (hand && part in hand) value = structuredClone(hand[part]);
    else {
      try {
        value = sampleOf(schema, wireOf[part], part);
      } catch (error) {
        if (!(error instanceof SampleError)) throw error;
        throw new Error(`route ${route.id}: ${error.message}; ${whereToFix(route)}`);
      }
    }
    for (const field of idFieldsOf(route)) {
      if (field.part !== part || !field.source) continue;
      const id = await field.source(env.db, env.schoolId);
      if (id === undefined)
        throw new Error(
          `route ${route.id}: school ${env.schoolId} has no row for ${part}.${field.name}; seed one in the demo`,
        );
      value = { ...(value as object), [field.name]: id };
    }
    input[part] = checked(route, part, value, Boolean(hand && part in hand));
  }
  return input as RouteInput;
}

/** The input with one id field replaced (as a number in a body, as text in a query or path). */
export function withId(input: RouteInput, field: Pick<IdField, 'part' | 'name'>, id: number) {
  const value = field.part === 'body' ? id : String(id);
  return { ...input, [field.part]: { ...(input[field.part] as object), [field.name]: value } };
}
