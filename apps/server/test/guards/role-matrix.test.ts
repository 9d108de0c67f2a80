import type { RouteDef } from '@shala/contracts';
import {
  defaultPageIdsFor,
  getSession,
  pageIdsOfKeys,
  routeTable,
  setAccessRight,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../factories/auth.ts';
import { sendRoute } from '../helpers/call.ts';
import { createTestApp, rootHost, type TestApp } from '../helpers/test-app.ts';
import { type Caller, demoCallers, expectedAccess, SessionBook } from './callers.ts';
import { schoolIdOf } from './demo-schools.ts';
import { expectNoHiddenContacts, hiddenContactsOf } from './family-contacts.ts';
import { expectOtherFamilyChildHidden, familyFieldsOf, otherFamilyOf } from './family-scope.ts';
import { accessOutcome, describeAnswer } from './read-answer.ts';
import { buildRouteSample, type RouteInput } from './route-samples.ts';

/**
 * Every route of the table against every caller: the 10 school roles of greenwood, the
 * super admin on the root host, a franchise user and anonymous. The expected answer comes
 * from the route's access rule and the role's default pages (contracts only).
 */
let t: TestApp;
let book: SessionBook;
const samples = new Map<string, RouteInput>();
const callers: Caller[] = [
  ...demoCallers('greenwood'),
  {
    name: 'franchise',
    host: rootHost,
    kind: 'franchise',
    username: 'franchise',
    password: testPassword,
  },
];
const admin = callers.find((caller) => caller.roleId === 2)!;
const teacher = callers.find((caller) => caller.roleId === 6)!;
const parent = callers.find((caller) => caller.roleId === 4)!;
let schoolId: number;
/** Each caller's families they may not see, by their contact details. */
const hiddenContacts = new Map<Caller, ReadonlySet<string>>();

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await buildUser(t.database.db, t.platformId, {
    username: 'franchise',
    userType: 'FRANCHISE_USER',
    roleId: 1,
  });
  book = new SessionBook(t.app);
  await Promise.all(callers.map((caller) => book.cookieOf(caller)));
  schoolId = await schoolIdOf(t, 'greenwood');
  const env = { db: t.database.db, schoolId };
  for (const route of routeTable) samples.set(route.id, await buildRouteSample(route, env));
  for (const caller of callers)
    hiddenContacts.set(caller, new Set(await hiddenContactsOf(t.database.db, schoolId, caller)));
});
afterAll(() => t?.close());

async function callAs(caller: Caller, route: RouteDef, input = samples.get(route.id)!) {
  const response = await sendRoute(t.app, route, input, {
    host: caller.host,
    cookie: await book.cookieOf(caller),
  });
  book.note(caller, response);
  return response;
}

/**
 * Every caller's answer to a route. Callers the rule refuses never reach the handler, and a
 * GET only reads, so those go at once; the admitted callers of a route that may write go one
 * after another.
 */
async function callEveryone(route: RouteDef) {
  const responses = new Map<Caller, Awaited<ReturnType<typeof callAs>>>();
  const writers =
    route.method === 'GET'
      ? []
      : callers.filter((caller) => expectedAccess(route.access, caller) === 'allowed');
  const together = callers.filter((caller) => !writers.includes(caller));
  await Promise.all([
    ...together.map(async (caller) => responses.set(caller, await callAs(caller, route))),
    (async () => {
      for (const caller of writers) responses.set(caller, await callAs(caller, route));
    })(),
  ]);
  return responses;
}

/** A mismatch is one row: who, what was expected, what came back. */
function table(rows: Array<{ caller: string; expected: string; got: string }>): string {
  const width = Math.max(...rows.map((row) => row.caller.length));
  return rows
    .map(
      (row) => `  ${row.caller.padEnd(width)}  expected ${row.expected.padEnd(15)} got ${row.got}`,
    )
    .join('\n');
}

describe('role matrix', () => {
  it('has a valid sample for every route of the table', () => {
    expect([...samples.keys()].sort()).toEqual(routeTable.map((route) => route.id).sort());
  });

  it.each(routeTable.map((route) => [route.id, route] as const))(
    "%s answers every caller as its access rule says, with no family's contacts they may not see",
    async (_id, route) => {
      const mismatches: Array<{ caller: string; expected: string; got: string }> = [];
      const responses = await callEveryone(route);
      for (const caller of callers) {
        const expected = expectedAccess(route.access, caller);
        const response = responses.get(caller)!;
        const outcome = accessOutcome(response, route.access);
        const status = response.statusCode;
        const ok =
          expected === 'unauthenticated'
            ? status === 401 && outcome === 'unauthenticated'
            : expected === 'forbidden'
              ? status === 403 && outcome === 'forbidden'
              : outcome === 'passed' && status < 500;
        if (!ok) mismatches.push({ caller: caller.name, expected, got: describeAnswer(response) });
        expectNoHiddenContacts(route, caller, response, hiddenContacts.get(caller)!);
      }
      if (mismatches.length)
        expect.fail(
          `${route.method} ${route.id} (${JSON.stringify(route.access)}):\n${table(mismatches)}`,
        );
    },
  );
});

describe('access rights take effect at once', () => {
  const moduleKeys = [
    ...new Set(
      routeTable.flatMap((route) => (route.access.kind === 'module' ? [route.access.module] : [])),
    ),
  ];
  const setTeacherPages = async (pageIds: number[]) => {
    const response = await callAs(admin, setAccessRight, {
      body: { role_id: 6, module_ids: [...new Set(pageIds)] },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it.each(moduleKeys)(
    'a teacher given module %s may call its routes, and is refused them once it is removed',
    async (key) => {
      const routes = routeTable.filter(
        (route) => route.access.kind === 'module' && route.access.module === key,
      );
      const pages = pageIdsOfKeys([key]);
      const defaults = defaultPageIdsFor(6);
      await setTeacherPages([...defaults, ...pages]);
      const session = await book.cookieOf(teacher);
      for (const route of routes) {
        const response = await callAs(teacher, route);
        expect(accessOutcome(response), `${route.id}: ${describeAnswer(response)}`).toBe('passed');
      }
      await setTeacherPages(defaults.filter((id) => !pages.includes(id)));
      // Refused calls never reach a handler: they go together.
      const refusals = await Promise.all(routes.map((route) => callAs(teacher, route)));
      for (const [index, route] of routes.entries()) {
        const response = refusals[index]!;
        expect(response.statusCode, `${route.id}: ${describeAnswer(response)}`).toBe(403);
        expect(accessOutcome(response)).toBe('forbidden');
      }
      // Refused within the session that was admitted a moment ago: no new sign-in needed.
      expect(await book.cookieOf(teacher)).toBe(session);
      await setTeacherPages(defaults);
    },
  );
});

describe('a parent reaches only their own family', () => {
  const familyRoutes = routeTable.filter(
    (route) =>
      expectedAccess(route.access, parent) === 'allowed' && familyFieldsOf(route).length > 0,
  );

  it('covers the parent-facing routes that name a child or a parent account', () => {
    expect(familyRoutes.map((route) => route.id)).toContain('lookups.studentsOfParent');
  });

  it.each(familyRoutes.map((route) => [route.id, route] as const))(
    '%s answers 404 for another family and writes nothing',
    async (_id, route) => {
      const cookie = await book.cookieOf(parent);
      const session = await sendRoute(t.app, getSession, {}, { host: parent.host, cookie });
      const parentUserId = (JSON.parse(session.body) as { data: { user: { id: number } } }).data
        .user.id;
      const other = await otherFamilyOf(t.database.db, schoolId, parentUserId);
      for (const field of familyFieldsOf(route)) {
        await expectOtherFamilyChildHidden({
          app: t.app,
          db: t.database.db,
          route,
          input: samples.get(route.id)!,
          childField: field,
          otherChildId: other[field.kind],
          parent: { host: parent.host, cookie },
        });
      }
    },
  );
});
