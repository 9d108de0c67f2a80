import fc from 'fast-check';
import type { z } from 'zod';

/**
 * How a value travels: `json` in a body (JSON round trip), `text` in a query string or a
 * path (every leaf arrives as a string, a list as repeated keys).
 */
export type Wire = 'json' | 'text';

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checkDefsOf = (def: Def): CheckDef[] =>
  ((def.checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? []).map((c) => c._zod.def);

/** A value as the server receives it after its trip over the wire. */
export function onWire(value: unknown, wire: Wire): unknown {
  if (value === undefined) return undefined;
  if (wire === 'json') return JSON.parse(JSON.stringify(value));
  if (Array.isArray(value)) return value.map(String);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = onWire(item, 'text');
    }
    return out;
  }
  return String(value);
}

export const accepts = (schema: z.ZodType, value: unknown, wire: Wire) =>
  schema.safeParse(onWire(value, wire)).success;

/** Values for string formats that a pattern alone describes poorly. */
const formatSamples: Record<string, string> = {
  email: 'sample.user@example.com',
  url: 'https://example.com/sample',
  uuid: '3f2b8c1e-5d4a-4c2b-9a7e-1b2c3d4e5f60',
  date: '2024-01-15',
  datetime: '2024-01-15T10:30:00Z',
  time: '10:30:00',
  ipv4: '192.0.2.10',
  e164: '+919876543210',
};

/** A plain text that is neither a common password nor an existing account name. */
const plainText = 'Sample-7q2x';

function stringCandidates(def: Def): unknown[] {
  let minLength = 0;
  let maxLength = Number.POSITIVE_INFINITY;
  const patterns: RegExp[] = [];
  let format = def.format as string | undefined;
  if (def.pattern instanceof RegExp) patterns.push(def.pattern);
  for (const check of checkDefsOf(def)) {
    if (check.check === 'min_length') minLength = Math.max(minLength, check.minimum as number);
    if (check.check === 'max_length') maxLength = Math.min(maxLength, check.maximum as number);
    if (check.check === 'length_equals') minLength = maxLength = check.length as number;
    if (check.check === 'string_format') {
      format ??= check.format as string;
      if (check.pattern instanceof RegExp) patterns.push(check.pattern);
    }
  }
  const out: string[] = [];
  if (format && formatSamples[format]) out.push(formatSamples[format]!);
  if (patterns[0]) out.push(...fc.sample(fc.stringMatching(patterns[0]), { seed: 7, numRuns: 40 }));
  const fitted = plainText.padEnd(minLength, 'x').slice(0, Math.max(minLength, maxLength));
  out.push(fitted);
  return out.filter((s) => s.length >= minLength && s.length <= maxLength);
}

function numberCandidates(def: Def): unknown[] {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checkDefsOf(def)) {
    const value = check.value as number;
    if (check.check === 'greater_than') min = Math.max(min, check.inclusive ? value : value + 1);
    if (check.check === 'less_than') max = Math.min(max, check.inclusive ? value : value - 1);
  }
  // The lower bound first (skip 0, limit 1), then small ids and role numbers.
  const picks = [min, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 16, 17, 20, 0, min + 1, max];
  return picks.filter((n) => Number.isFinite(n) && n >= min && n <= max);
}

/** A few values of the schema's shape, most likely valid first; checked by `accepts` later. */
function candidates(schema: z.ZodType, wire: Wire, path: string): unknown[] {
  const def = defOf(schema);
  const inner = (key: string) => candidates(def[key] as z.ZodType, wire, path);
  switch (def.type) {
    case 'string':
      return stringCandidates(def);
    case 'number':
    case 'int':
      return numberCandidates(def);
    case 'bigint':
      return [1];
    case 'boolean':
      return [true, false];
    case 'date':
      return ['2024-01-15', '2024-01-15T10:30:00Z'];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'null':
      return [null];
    case 'undefined':
    case 'void':
      return [undefined];
    case 'any':
    case 'unknown':
      return [plainText];
    case 'optional':
      return [...inner('innerType'), undefined];
    case 'nullable':
      return [...inner('innerType'), null];
    case 'default':
    case 'prefault':
      return [...inner('innerType'), undefined];
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return defOf(def.in).type === 'transform' ? inner('out') : inner('in');
    case 'lazy':
      return candidates((def.getter as () => z.ZodType)(), wire, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => candidates(option, wire, path));
    case 'record':
      return [{}];
    case 'tuple':
      return [(def.items as z.ZodType[]).map((item, i) => sampleOf(item, wire, `${path}[${i}]`))];
    case 'array':
      return arrayCandidates(def, wire, path);
    case 'object':
      return [objectSample(schema, wire, path)];
    case 'intersection':
      return [
        Object.assign(
          {},
          sampleOf(def.left as z.ZodType, wire, path),
          sampleOf(def.right as z.ZodType, wire, path),
        ),
      ];
    default:
      return [];
  }
}

function arrayCandidates(def: Def, wire: Wire, path: string): unknown[] {
  let minLength = 0;
  let maxLength = Number.POSITIVE_INFINITY;
  for (const check of checkDefsOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum as number;
    if (check.check === 'max_length') maxLength = check.maximum as number;
    if (check.check === 'length_equals') minLength = maxLength = check.length as number;
  }
  const out: unknown[][] = [];
  try {
    out.push(Array(Math.max(1, minLength)).fill(sampleOf(def.element as z.ZodType, wire, path)));
  } catch (error) {
    if (!(error instanceof SampleError)) throw error;
  }
  out.push([]);
  return out.filter((list) => list.length >= minLength && list.length <= maxLength);
}

/** Each field gets its first accepted candidate; an optional field with none is left out. */
function objectSample(schema: z.ZodType, wire: Wire, path: string): Record<string, unknown> {
  const shape = (defOf(schema).shape ?? {}) as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const fieldPath = path ? `${path}.${key}` : key;
    const found = candidates(field, wire, fieldPath).find((c) => accepts(field, c, wire));
    if (found !== undefined) out[key] = found;
    else if (!accepts(field, undefined, wire))
      throw new SampleError(`no generated value satisfies field "${fieldPath}"`);
  }
  return out;
}

export class SampleError extends Error {}

/** A value the schema accepts after its trip over `wire`, or a SampleError naming the field. */
export function sampleOf(schema: z.ZodType, wire: Wire, path = ''): unknown {
  const found = candidates(schema, wire, path).find((c) => accepts(schema, c, wire));
  if (found === undefined && !accepts(schema, undefined, wire))
    throw new SampleError(`no generated value satisfies ${path || 'the schema'}`);
  return found;
}

/** The fields of an object schema (empty for any other schema). */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'pipe') return shapeOf(def.in as z.ZodType);
  return (def.shape ?? {}) as Record<string, z.ZodType>;
}

/** The element schema of an array field, seen through optional/default wrappers. */
export function arrayElementOf(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'array') return def.element as z.ZodType;
  if (def.innerType) return arrayElementOf(def.innerType as z.ZodType);
  return undefined;
}
