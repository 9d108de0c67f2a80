import type { RouteDef } from '@shala/contracts';
import { routeTable } from '@shala/contracts';
import fc from 'fast-check';
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
import { snapshotTables } from './table-checksum.ts';

/**
 * Schema-derived junk for every route that takes input, sent by a caller the route admits:
 * the answer is never a 5xx; a refusal is the envelope with a message, names the field when
 * the schema refused, and wrote nothing. Junk the schema accepts (an unknown key stripped,
 * markup in a free-text field) may succeed.
 */
const seed = 20_240_601;
const randomRunsPerRoute = 20;

let t: TestApp;
let asAdmin: CallOptions;
let asSuperAdmin: CallOptions;
const asAnonymous: CallOptions = { host: hostOf('greenwood') };
const samples = new Map<string, RouteInput>();
/** The tables as they stand after the last answer that was allowed to write. */
let baseline: Record<string, string>;
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

/** Sends one broken case and checks the answer; throws (failing the test) on a breach. */
async function check(route: RouteDef, c: BrokenCase): Promise<number> {
  const response = await sendRoute(t.app, route, c.input, {
    ...callerFor(route),
    raw: c.raw,
    rawPath: c.rawPath,
  });
  const status = response.statusCode;
  const where = `${route.method} ${route.id}, ${c.label}: ${status} ${response.body.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  const verdict = c.decidedBy === 'schema' ? schemaVerdict(route, c) : undefined;
  if (status < 400) {
    // Only input the schemas accept may succeed; what it wrote becomes the new baseline.
    expect(verdict, `succeeded on input its schema refuses: ${where}`).toBeNull();
    baseline = await snapshotTables(t.database.db);
    return status;
  }
  const envelope = envelopeOf(response);
  expect(envelope, `not the envelope: ${where}`).not.toBeNull();
  expect(envelope!.message, where).not.toBe('');
  expect(envelope!.result, where).toBe(false);
  if (verdict) {
    expect(status, where).toBe(400);
    const errors = (envelope!.data as { errors?: Array<{ field: string; message: string }> })
      ?.errors;
    expect(errors?.[0]?.field, `names no field: ${where}`).toBe(verdict.field);
    expect(errors?.[0]?.message, where).toBeTruthy();
  }
  expect(await snapshotTables(t.database.db), `wrote on a refusal: ${where}`).toEqual(baseline);
  return status;
}

describe('bad input', () => {
  it('every route that takes input has a valid sample to break', () => {
    expect(routesWithInput.length).toBeGreaterThan(0);
    expect([...samples.keys()]).toEqual(routesWithInput.map((route) => route.id));
  });

  describe.each(routesWithInput.map((route) => [route.id, route] as const))('%s', (_id, route) => {
    it('refuses schema-derived junk with a 4xx envelope and writes nothing', async () => {
      const cases = brokenCasesOf(route, samples.get(route.id)!);
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) await check(route, c);
    });

    it('survives random junk (fast-check)', async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryBrokenCase(route, samples.get(route.id)!), async (c) => {
          await check(route, c);
        }),
        { seed, numRuns: randomRunsPerRoute, endOnFailure: true },
      );
    });
  });
});
