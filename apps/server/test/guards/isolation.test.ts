import type { RouteDef } from '@shala/contracts';
import { fullPath, routeTable } from '@shala/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../src/modules/auth/tables.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import { type CallOptions, sendRoute } from '../helpers/call.ts';
import { mapInBatches } from '../helpers/map-in-batches.ts';
import { createTestApp, hostOf, rootHost, signIn, type TestApp } from '../helpers/test-app.ts';
import { demoCallers, expectedAccess } from './callers.ts';
import { schoolIdOf } from './demo-schools.ts';
import { accessOutcome, describeAnswer, envelopeOf } from './read-answer.ts';
import { listRegisteredRoutes } from './registered-routes.ts';
import { buildRouteSample, idFieldsOf, type RouteInput, withId } from './route-samples.ts';
import { snapshotTables } from './table-checksum.ts';

/**
 * Tenant isolation for every route of the table, on the demo's two schools seeded alike:
 * a session never crosses schools, and an id of the other school is as good as no id.
 */
let t: TestApp;
let greenwoodId: number;
let riversideId: number;
let adminCookie: string;
let superadminCookie: string;
const samples = new Map<string, RouteInput>();
const greenwood = hostOf('greenwood');
const riverside = hostOf('riverside');
const adminCaller = demoCallers('greenwood').find((caller) => caller.roleId === 2)!;
const protectedRoutes = routeTable.filter((route) => route.access.kind !== 'public');
/** An id no row has: far above any seeded identity, still inside every id schema. */
const missingId = 2_000_000_000;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  greenwoodId = await schoolIdOf(t, 'greenwood');
  riversideId = await schoolIdOf(t, 'riverside');
  adminCookie = await signIn(t.app, greenwood, 'admin@greenwood', 'demo1234');
  superadminCookie = await signIn(t.app, rootHost, 'superadmin', 'demo1234');
  const env = { db: t.database.db, schoolId: greenwoodId };
  for (const route of routeTable) samples.set(route.id, await buildRouteSample(route, env));
  await startWorkInFlight(riversideId);
});
afterAll(() => t?.close());

/**
 * Riverside has work an outsider could try to finish from greenwood: every user holds a
 * live password-reset grant (a leak would let reset-password succeed with their id).
 */
async function startWorkInFlight(schoolId: number): Promise<void> {
  const later = new Date(Date.now() + 10 * 60_000);
  await withPlatform(t.database.db, async (tx) => {
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.tenantId, schoolId));
    await tx.insert(passwordResets).values(
      people.map((person) => ({
        tenantId: schoolId,
        userId: person.id,
        otpHash: 'not-a-code',
        otpExpiresAt: later,
        grantExpiresAt: later,
      })),
    );
  });
}

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('a session of one school is worthless on another host', () => {
  const crossings: Array<[string, () => CallOptions]> = [
    [
      "greenwood admin's cookie on riverside's host",
      () => ({ host: riverside, cookie: adminCookie }),
    ],
    [
      "greenwood admin's token as a bearer on riverside's host",
      () => ({ host: riverside, headers: { authorization: `Bearer ${tokenOf(adminCookie)}` } }),
    ],
    [
      "greenwood admin's cookie naming riverside in the tenant header",
      () => ({ host: greenwood, cookie: adminCookie, headers: { 'x-tenant': 'riverside' } }),
    ],
    ["greenwood admin's cookie on the root host", () => ({ host: rootHost, cookie: adminCookie })],
    [
      "the super admin's cookie on greenwood's host",
      () => ({ host: greenwood, cookie: superadminCookie }),
    ],
  ];

  it.each(crossings)('%s: every non-public route answers 401 TERMINATE', async (_name, options) => {
    const before = await snapshotTables(t.database.db);
    const responses = await mapInBatches(protectedRoutes, 10, (route) =>
      sendRoute(t.app, route, samples.get(route.id)!, options()),
    );
    const wrong: string[] = [];
    for (const [index, route] of protectedRoutes.entries()) {
      const response = responses[index]!;
      if (response.statusCode !== 401 || envelopeOf(response)?.status !== 'TERMINATE')
        wrong.push(
          `  ${route.method} ${fullPath(route)} (${route.id}): ${describeAnswer(response)}`,
        );
    }
    expect(wrong, `answers that were not 401 TERMINATE:\n${wrong.join('\n')}`).toEqual([]);
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('the same sessions still work on their own hosts (the refusals above are not vacuous)', async () => {
    const session = routeTable.find((route) => route.id === 'auth.session')!;
    for (const options of [
      { host: greenwood, cookie: adminCookie },
      { host: rootHost, cookie: superadminCookie },
    ]) {
      const response = await sendRoute(t.app, session, {}, options);
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

/** Every id-carrying field of the table, with where its rows come from. */
const idCases = routeTable.flatMap((route) =>
  idFieldsOf(route).map((field) => ({
    route,
    field,
    name: `${route.id} ${field.part}.${field.name}`,
  })),
);

describe('an id of the other school is refused and changes nothing', () => {
  it('every path param and bare `id` field has an id source', () => {
    const missing = idCases
      .filter(({ field }) => field.strict && !field.source)
      .map(({ name }) => name);
    expect(
      missing,
      'tell the isolation suite which rows these ids name: idSourcesByRoute in apps/server/test/guards/route-samples.ts',
    ).toEqual([]);
  });

  const call = (route: RouteDef, input: RouteInput) =>
    sendRoute(t.app, route, input, { host: greenwood, cookie: adminCookie });

  // Decided: the chain authorizes before it looks anything up, so a caller whose role lacks
  // the route gets 403 whatever the id; a caller who has it gets 404 for a path param or a
  // bare `id` (one row named, and it is not this school's); any other id field (a filter,
  // a public form) must answer exactly as for an id that exists nowhere.
  it.each(idCases.filter(({ field }) => field.source).map((c) => [c.name, c] as const))(
    '%s',
    async (_name, { route, field }) => {
      const foreignId = await field.source!(t.database.db, riversideId);
      expect(
        foreignId,
        `riverside has no row for ${field.name}: seed one in the demo`,
      ).toBeDefined();
      expect(foreignId).not.toBe(await field.source!(t.database.db, greenwoodId));

      const before = await snapshotTables(t.database.db);
      const response = await call(route, withId(samples.get(route.id)!, field, foreignId!));
      expect(await snapshotTables(t.database.db)).toEqual(before);

      const answer = describeAnswer(response);
      if (expectedAccess(route.access, adminCaller) === 'forbidden') {
        expect(response.statusCode, answer).toBe(403);
        expect(accessOutcome(response)).toBe('forbidden');
      } else if (field.strict && route.access.kind !== 'public') {
        expect(response.statusCode, answer).toBe(404);
      } else {
        const absent = await call(route, withId(samples.get(route.id)!, field, missingId));
        expect(answer).toBe(describeAnswer(absent));
      }
    },
  );
});

describe('the route table is the whole API', () => {
  it('registers every route of the table', () => {
    const unregistered = routeTable
      .filter((route) => !t.app.hasRoute({ method: route.method, url: fullPath(route) }))
      .map((route) => `${route.method} ${fullPath(route)} (${route.id})`);
    expect(unregistered).toEqual([]);
  });

  it('registers nothing under /api that bypasses the table (and its access chain)', () => {
    // The router keeps one node per path shape: two routes of one shape with differently named
    // parameters (GET /x/:session_id, DELETE /x/:id) are listed with the names joined.
    const shape = (method: string, url: string) => `${method} ${url.replace(/:[^/]+/g, ':param')}`;
    const inTable = new Set(routeTable.map((route) => shape(route.method, fullPath(route))));
    const registered = listRegisteredRoutes(t.app).filter(({ url }) => url.startsWith('/api/'));
    expect(registered.length).toBeGreaterThanOrEqual(routeTable.length);
    const extra = registered
      .map(({ method, url }) => shape(method, url))
      .filter((key) => !inTable.has(key) && key !== 'GET /api/docs');
    expect(extra).toEqual([]);
  });
});
