import { type RouteDef, registerSchool, routeTable } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallOptions, clientOf, sendRoute } from '../helpers/call.ts';
import { createTestApp, hostOf, rootHost, signIn, type TestApp } from '../helpers/test-app.ts';
import { schoolIdOf } from './demo-schools.ts';
import { buildRouteSample, type RouteInput } from './route-samples.ts';

/**
 * Every GET route of a school, called by the admin of a school registered a moment ago with
 * nothing in it: never a 5xx. A GET runs read-only
 * (docs/decisions/0165-get-requests-are-read-only.md), so a read that creates what is missing on
 * the way (default settings, a first record) fails here instead of in the first days of a new
 * school. Ids in the samples are greenwood's: the new school reaches none of them, which is a
 * path of its own.
 */
const schoolReads = routeTable.filter(
  (route) =>
    route.method === 'GET' && route.access.kind !== 'super-admin' && route.access.kind !== 'public',
);

let t: TestApp;
let asNewAdmin: CallOptions;
const samples = new Map<string, RouteInput>();

beforeAll(async () => {
  t = await createTestApp({ demo: true, rateLimits: { perIp: 1_000_000, perAccount: 1_000_000 } });
  const operator = clientOf(t.app, {
    host: rootHost,
    cookie: await signIn(t.app, rootHost, 'superadmin', 'demo1234'),
  });
  await operator.ok(registerSchool, {
    body: {
      school_name: 'Newfield School',
      subdomain: 'newfield',
      primary_color: '#3366cc',
      admin_full_name: 'Ravi Menon',
      admin_username: 'ravi',
      admin_email: 'ravi@newfield.example',
      admin_mobile: '9876500011',
      admin_password: 'New#field1',
    },
  });
  asNewAdmin = {
    host: hostOf('newfield'),
    cookie: await signIn(t.app, hostOf('newfield'), 'ravi', 'New#field1'),
  };
  const env = { db: t.database.db, schoolId: await schoolIdOf(t, 'greenwood') };
  for (const route of schoolReads) samples.set(route.id, await buildRouteSample(route, env));
});
afterAll(() => t?.close());

describe('reads of a new, empty school', () => {
  it('covers the school routes that read', () => {
    expect(schoolReads.length).toBeGreaterThan(50);
  });

  it.each(schoolReads.map((route) => [route.id, route] as const))(
    '%s answers without a 5xx',
    async (_id, route: RouteDef) => {
      const response = await sendRoute(t.app, route, samples.get(route.id)!, asNewAdmin);
      expect(
        response.statusCode,
        `${route.id}: ${response.statusCode} ${response.body.slice(0, 300)}`,
      ).toBeLessThan(500);
    },
  );
});
