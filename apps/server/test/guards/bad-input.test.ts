import { isDeepStrictEqual } from 'node:util';
import type { RouteDef } from '@shala/contracts';
import { routeTable } from '@shala/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallOptions, sendRoute } from '../helpers/call.ts';
import { createTestApp, hostOf, rootHost, signIn, type TestApp } from '../helpers/test-app.ts';
import {
  arbitraryBrokenCase,
  type BrokenCase,
  brokenCasesOf,
  schemaVerdict,
} from './broken-inputs.ts';
import { schoolIdOf } from './demo-schools.ts';
import { envelopeOf } from './read-answer.ts';
import { buildRouteSample, type RouteInput } from './route-samples.ts';
import { type Horizon, markHorizon, nothingKeptSince, snapshotTables } from './table-checksum.ts';

/**
 * Schema-derived junk for every route that takes input, sent by a caller the route admits:
 * the answer is never a 5xx; a refusal is the envelope with a message, names the field when
 * the schema refused, and wrote nothing. Junk the schema accepts (an unknown key stripped,
 * markup in a free-text field) may succeed.
 */
const seed = 20_240_601;
// 8 random cases per route on top of the deterministic ones: with ~500 routes, 20 cost CI
// several minutes for little more than the deterministic cases find.
const randomRunsPerRoute = 8;
/**
 * Cases that must be refused never reach a handler, so they go this many at a time (the
 * tables are then read once for the lot, not once per case).
 */
const concurrentRefusals = 8;
/** A route with many fields sends hundreds of cases (about 25 s for the largest on a busy machine). */
const routeTimeout = 120_000;

let t: TestApp;
let asAdmin: CallOptions;
let asSuperAdmin: CallOptions;
const asAnonymous: CallOptions = { host: hostOf('greenwood') };
const samples = new Map<string, RouteInput>();
/** The tables as last read; unset after a success, which may have written. */
let baseline: Record<string, string> | undefined;
/** Where the database stood after the last success. */
let afterSuccess: Horizon | undefined;
const routesWithInput = routeTable.filter((route) => route.body || route.query || route.params);

beforeAll(async () => {
  t = await createTestApp({ demo: true, rateLimits: { perIp: 1_000_000, perAccount: 1_000_000 } });
  asAdmin = {
    host: hostOf('greenwood'),
    cookie: await signIn(t.app, hostOf('greenwood'), 'admin@greenwood', 'demo1234'),
  };
  asSuperAdmin = {
    host: rootHost,
    cookie: await signIn(t.app, rootHost, 'superadmin', 'demo1234'),
  };
  const env = { db: t.database.db, schoolId: await schoolIdOf(t, 'greenwood') };
  for (const route of routesWithInput) samples.set(route.id, await buildRouteSample(route, env));
  baseline = await snapshotTables(t.database.db);
});
afterAll(() => t?.close());

/** A caller the route admits, so the schemas (not the access rule) decide. */
function callerFor(route: RouteDef): CallOptions {
  if (route.access.kind === 'public') return asAnonymous;
  if (route.access.kind === 'super-admin') return asSuperAdmin;
  return asAdmin;
}

/** Sends one broken case as a caller the route admits. */
function send(route: RouteDef, c: BrokenCase) {
  return sendRoute(t.app, route, c.input, { ...callerFor(route), raw: c.raw, rawPath: c.rawPath });
}

/**
 * A case with what the route must make of it: refuse it naming `verdict.field` (the schemas
 * refuse it), refuse it (`undefined`: Fastify does, before the schemas), or either (`null`:
 * the schemas accept it).
 */
interface Judged extends BrokenCase {
  verdict: { field: string } | null | undefined;
}

const judged = (route: RouteDef, c: BrokenCase): Judged => ({
  ...c,
  verdict: c.decidedBy === 'schema' ? schemaVerdict(route, c) : undefined,
});

/** Checks one answer (throwing, so failing the test, on a breach); true when it succeeded. */
function judge(route: RouteDef, c: Judged, response: LightMyRequestResponse): boolean {
  const status = response.statusCode;
  const where = `${route.method} ${route.id}, ${c.label}: ${status} ${response.body.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  if (status < 400) {
    // Only input the schemas accept may succeed.
    expect(c.verdict, `succeeded on input its schema refuses: ${where}`).toBeNull();
    return true;
  }
  const envelope = envelopeOf(response);
  expect(envelope, `not the envelope: ${where}`).not.toBeNull();
  expect(envelope!.message, where).not.toBe('');
  expect(envelope!.result, where).toBe(false);
  if (c.verdict) {
    expect(status, where).toBe(400);
    const errors = (envelope!.data as { errors?: Array<{ field: string; message: string }> })
      ?.errors;
    expect(errors?.[0]?.field, `names no field: ${where}`).toBe(c.verdict.field);
    expect(errors?.[0]?.message, where).toBeTruthy();
  }
  return false;
}

/**
 * Sends one case alone. A refusal must have written nothing. A success may write: the tables
 * are not read after it (that cost most of this suite), only where the database then stood, so
 * the next refusal is checked by asking whether anything committed since.
 */
async function checkAlone(route: RouteDef, c: Judged): Promise<void> {
  if (judge(route, c, await send(route, c))) {
    afterSuccess = await markHorizon(t.database.db);
    baseline = undefined;
    return;
  }
  const unchanged = await wroteNothing(async () => {
    await send(route, c);
  });
  expect(unchanged, `wrote on a refusal: ${route.method} ${route.id}, ${c.label}`).toBe(true);
}

/**
 * Whether the refusals just sent left the tables as they were. Cheap when nothing committed
 * since the last reading or success; otherwise (bookkeeping, work left for after a commit) the
 * tables are read, `resend` sends the refusals again, and the tables are read once more.
 */
async function wroteNothing(resend: () => Promise<void>): Promise<boolean> {
  const db = t.database.db;
  if (baseline === undefined) {
    if (afterSuccess && (await nothingKeptSince(db, afterSuccess))) return true;
    baseline = await snapshotTables(db);
    await resend();
  }
  const tables = await snapshotTables(db);
  const unchanged = isDeepStrictEqual(tables, baseline);
  baseline = tables;
  return unchanged;
}

/**
 * Cases the route must refuse, sent together: each answer is checked, then the tables once for
 * the lot. When they changed, the cases go again one at a time to name the one that wrote.
 */
async function checkRefusals(route: RouteDef, batch: Judged[]): Promise<void> {
  const sendAll = () => Promise.all(batch.map((c) => send(route, c)));
  const responses = await sendAll();
  for (const [index, c] of batch.entries()) judge(route, c, responses[index]!);
  if (
    await wroteNothing(async () => {
      await sendAll();
    })
  )
    return;
  for (const c of batch) await checkAlone(route, c);
  const labels = batch.map((c) => c.label).join('; ');
  expect.fail(`wrote on a refusal: ${route.method} ${route.id}, one of ${labels}`);
}

/**
 * Every case of a route: those the schemas accept (they may write) one at a time, then those
 * that must be refused `concurrentRefusals` at a time.
 */
async function checkCases(route: RouteDef, cases: BrokenCase[]): Promise<void> {
  const all = cases.map((c) => judged(route, c));
  for (const c of all.filter((c) => c.verdict === null)) await checkAlone(route, c);
  const refusals = all.filter((c) => c.verdict !== null);
  for (let start = 0; start < refusals.length; start += concurrentRefusals)
    await checkRefusals(route, refusals.slice(start, start + concurrentRefusals));
}

describe('bad input', () => {
  it('every route that takes input has a valid sample to break', () => {
    expect(routesWithInput.length).toBeGreaterThan(0);
    expect([...samples.keys()]).toEqual(routesWithInput.map((route) => route.id));
  });

  describe.each(routesWithInput.map((route) => [route.id, route] as const))('%s', (_id, route) => {
    it(
      'refuses schema-derived junk with a 4xx envelope and writes nothing',
      async () => {
        const cases = brokenCasesOf(route, samples.get(route.id)!);
        expect(cases.length).toBeGreaterThan(0);
        await checkCases(route, cases);
      },
      routeTimeout,
    );

    it(
      'survives random junk (fast-check)',
      async () => {
        const cases = fc.sample(arbitraryBrokenCase(route, samples.get(route.id)!), {
          seed,
          numRuns: randomRunsPerRoute,
        });
        await checkCases(route, cases);
      },
      routeTimeout,
    );
  });
});
