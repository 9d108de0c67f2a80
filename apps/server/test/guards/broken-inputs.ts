import type { RouteDef } from '@shala/contracts';
import { fullPath, toFieldErrors } from '@shala/contracts';
import fc from 'fast-check';
import { type Part, parts, type RouteInput } from './route-samples.ts';
import { arrayElementOf, onWire, shapeOf } from './zod-sample.ts';

/** One broken request: an input with one thing wrong, or a raw body that is not the JSON asked for. */
export interface BrokenCase {
  label: string;
  input: RouteInput;
  raw?: { payload: string; contentType: string };
  rawPath?: string;
  /**
   * `schema`: the route's schemas decide (a local parse says what the answer must be);
   * `transport`: Fastify refuses it before the schemas (bad JSON, size, path length).
   */
  decidedBy: 'schema' | 'transport';
}

const huge = 'x'.repeat(100_000);

/** Values of the wrong kind, out of range, malformed or hostile; put in place of a field. */
export const junkValues: ReadonlyArray<readonly [string, unknown]> = [
  ['a number', 12345],
  ['a word', 'text'],
  ['a numeric string', '42'],
  ['an empty string', ''],
  ['an object', { nested: 1 }],
  ['an array', [1, 'two']],
  ['null', null],
  ['a boolean', true],
  ['a 100k-character string', huge],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['2**63', 2 ** 63],
  ['-(2**63)', -(2 ** 63)],
  ['MAX_SAFE_INTEGER + 2', Number.MAX_SAFE_INTEGER + 2],
  ['30 February', '2024-02-30'],
  ['a DD-MM-YYYY date', '31-12-2024'],
  ['month 13', '2024-13-01'],
  ['a word for a date', 'yesterday'],
  ['year zero', '0000-00-00'],
  ['an SQL fragment', "' OR 1=1 --"],
  ['an SQL statement', '1; DROP TABLE users; --'],
  ['markup', '<script>alert(1)</script>'],
  ['a NUL character', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
];

/** The junk that can travel in a query string or a path: text, or a list as repeated keys. */
const textJunk = junkValues.flatMap(([label, value]): Array<readonly [string, unknown]> => {
  if (Array.isArray(value)) return [[`${label} (repeated key)`, value.map(String)]];
  if (value !== null && typeof value === 'object') return [];
  return [[label, String(value)]];
});

/**
 * A query or path value as the server will see it: a path holds one string; a query key
 * repeated once is a plain string, never repeated is absent.
 */
function asSent(part: Part, value: unknown): unknown {
  if (part === 'body' || value === undefined) return value;
  if (part === 'params') return String(value);
  if (!Array.isArray(value)) return String(value);
  if (value.length === 0) return undefined;
  return value.length === 1 ? String(value[0]) : value.map(String);
}

function withPart(input: RouteInput, part: Part, record: Record<string, unknown>): RouteInput {
  const sent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const item = asSent(part, value);
    if (item !== undefined) sent[key] = item;
  }
  return { ...input, [part]: sent };
}

const withField = (input: RouteInput, part: Part, name: string, value: unknown): RouteInput =>
  withPart(input, part, { ...(input[part] as Record<string, unknown>), [name]: value });

/** A path param over Fastify's 100-character limit never reaches the route. */
const offRoute = (part: Part, value: unknown) =>
  part === 'params' && String(value).length > 100 ? 'transport' : 'schema';

function fieldCases(route: RouteDef, sample: RouteInput, part: Part): BrokenCase[] {
  const cases: BrokenCase[] = [];
  // encodeURIComponent cannot encode a lone surrogate, so no path can carry one.
  const junk =
    part === 'body'
      ? junkValues
      : textJunk.filter(([label]) => part === 'query' || label !== 'a lone surrogate');
  for (const [name, field] of Object.entries(shapeOf(route[part]))) {
    const add = (label: string, value: unknown) =>
      cases.push({
        label: `${part}.${name}: ${label}`,
        input: withField(sample, part, name, value),
        decidedBy: offRoute(part, value),
      });
    if (part !== 'params') add('missing', undefined);
    for (const [label, value] of junk) add(label, value);
    const element = arrayElementOf(field);
    if (element && part === 'body') {
      for (const [label, value] of junkValues) add(`a list holding ${label}`, [value]);
      add('a list of 10,001 items', Array(10_001).fill(1));
    }
  }
  return cases;
}

function wholeBodyCases(sample: RouteInput): BrokenCase[] {
  const body = (label: string, value: unknown): BrokenCase => ({
    label: `body: ${label}`,
    input: { ...sample, body: value },
    decidedBy: 'schema',
  });
  const raw = (label: string, payload: string, contentType = 'application/json'): BrokenCase => ({
    label: `body: ${label}`,
    input: sample,
    raw: { payload, contentType },
    decidedBy: 'transport',
  });
  const valid = JSON.stringify(sample.body);
  return [
    body('none at all', undefined),
    body('an empty object', {}),
    body('a JSON array', []),
    body('a JSON array holding the valid body', [sample.body]),
    body('a JSON string', 'text'),
    body('a JSON number', 42),
    body('JSON null', null),
    body('unknown extra keys', {
      ...(sample.body as object),
      unexpected: 'x',
      is_admin: true,
      tenant_id: 1,
      user_role_id: 1,
    }),
    raw('not JSON', 'not json {'),
    raw('truncated JSON', valid.slice(0, Math.max(1, valid.length - 2))),
    raw('an empty JSON body', ''),
    raw('a __proto__ key', `{"__proto__":{"isAdmin":true},${valid.slice(1)}`),
    raw(
      'a constructor.prototype key',
      `{"constructor":{"prototype":{"isAdmin":true}},${valid.slice(1)}`,
    ),
    raw('an XML body', '<user><name>x</name></user>', 'application/xml'),
    raw(
      'a body over 1 MiB',
      JSON.stringify({ ...(sample.body as object), pad: 'x'.repeat(1_100_000) }),
    ),
    raw('arrays nested 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  ];
}

function wholeTextCases(sample: RouteInput, part: 'query'): BrokenCase[] {
  const record = sample[part] ?? {};
  const doubled = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, [v, v]]));
  return [
    {
      label: `${part}: unknown extra keys`,
      input: { ...sample, [part]: { ...record, unexpected: 'x', tenant_id: '1' } },
      decidedBy: 'schema',
    },
    {
      label: `${part}: every key repeated`,
      input: { ...sample, [part]: doubled },
      decidedBy: 'schema',
    },
    { label: `${part}: none at all`, input: { ...sample, [part]: {} }, decidedBy: 'schema' },
  ];
}

/** Every deterministic broken input of a route, built from its schemas and a valid sample. */
export function brokenCasesOf(route: RouteDef, sample: RouteInput): BrokenCase[] {
  const cases: BrokenCase[] = [];
  if (route.body) cases.push(...fieldCases(route, sample, 'body'), ...wholeBodyCases(sample));
  if (route.query)
    cases.push(...fieldCases(route, sample, 'query'), ...wholeTextCases(sample, 'query'));
  if (route.params)
    cases.push(...fieldCases(route, sample, 'params'), {
      label: 'params: a malformed percent-encoding',
      input: sample,
      rawPath: fullPath(route).replace(/:([A-Za-z_]+)/g, '%E0%A4%A'),
      decidedBy: 'transport',
    });
  return cases;
}

/** Random broken inputs: a field replaced by any JSON (or text), or random keys added. */
export function arbitraryBrokenCase(route: RouteDef, sample: RouteInput): fc.Arbitrary<BrokenCase> {
  const options: Array<fc.Arbitrary<BrokenCase>> = [];
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ maxLength: 300 }),
    fc.double().map(String),
    fc.bigInt().map(String),
  );
  for (const part of parts) {
    if (!route[part]) continue;
    const names = Object.keys(shapeOf(route[part]));
    const value =
      part === 'body'
        ? fc.oneof(fc.jsonValue({ maxDepth: 3 }), text)
        : fc.oneof(text, fc.array(text, { maxLength: 3 }));
    if (names.length)
      options.push(
        fc.record({ name: fc.constantFrom(...names), value }).map(({ name, value: junk }) => ({
          label: `${part}.${name} = ${JSON.stringify(junk)?.slice(0, 80)}`,
          input: withField(sample, part, name, junk),
          decidedBy: offRoute(part, junk),
        })),
      );
    if (part !== 'params')
      options.push(
        fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 4 }).map((extra) => ({
          label: `${part} with extra ${JSON.stringify(extra).slice(0, 80)}`,
          input: withPart(sample, part, { ...extra, ...(sample[part] as object) }),
          // Keys like __proto__ make Fastify refuse the JSON itself.
          decidedBy:
            part === 'body' && /"(__proto__|constructor)"/.test(JSON.stringify(extra))
              ? 'transport'
              : 'schema',
        })),
      );
    if (part === 'body')
      options.push(
        fc.jsonValue({ maxDepth: 3 }).map((body) => ({
          label: `body = ${JSON.stringify(body)?.slice(0, 80)}`,
          input: { ...sample, body },
          decidedBy: /"(__proto__|constructor)"/.test(JSON.stringify(body) ?? '')
            ? 'transport'
            : 'schema',
        })),
      );
  }
  return fc.oneof(...options);
}

/**
 * What the route's schemas make of a case, mirroring the server's chain (body, then query,
 * then params): the first field error, or null when every part parses.
 */
export function schemaVerdict(route: RouteDef, c: BrokenCase): { field: string } | null {
  for (const part of parts) {
    const schema = route[part];
    if (!schema) continue;
    const sent = part === 'body' ? onWire(c.input.body, 'json') : (c.input[part] ?? {});
    const parsed = schema.safeParse(part === 'body' ? (sent ?? {}) : sent);
    if (!parsed.success) return toFieldErrors(parsed.error)[0] ?? { field: '' };
  }
  return null;
}
