import {
  addDays,
  allocateRoute,
  clockTimeIn,
  deleteTransportAllocation,
  getBusDutyDetail,
  getRouteForMap,
  getTransportDetail,
  getTransportReport,
  listRoutes,
  listTransportAllocations,
  listTransportDefaulters,
  listTransportDues,
  transportMessages as m,
  markBoarding,
  payTransportDues,
  postTransportCharges,
  transportDueKey,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSession } from '../../../test/factories/academics.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import {
  buildTransportSchool,
  type TransportSchool,
} from '../../../test/factories/transport-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let s: TransportSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildTransportSchool(t, 'triders');
});
afterAll(() => t?.close());

const allocate = (
  route: { id: number; pickup_points: Array<{ id: number }> },
  studentId: number,
  point = 0,
) =>
  s.admin.call(allocateRoute, {
    body: {
      student_id: studentId,
      route_id: route.id,
      pickup_point_id: route.pickup_points[point]!.id,
    },
  });

describe('allocation', () => {
  it('allocates a student to a point, moves them, lists and removes them', async () => {
    const route = await s.newRoute('Allocation Route');
    const student = await s.newStudent('Chitra Rao');
    const first = await allocate(route, student, 0);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      student_name: 'Chitra Rao',
      class_name: '5',
      route_name: 'Allocation Route',
      pickup_point_name: 'Gandhi Circle',
      fare: 500,
    });
    const moved = await allocate(route, student, 2);
    expect(moved.body.data).toMatchObject({
      id: first.body.data.id,
      pickup_point_name: 'School Gate',
      fare: 700,
    });
    const list = await s.admin.ok(listTransportAllocations, { query: { route_id: route.id } });
    expect(list.map((row) => row.student_id)).toEqual([student]);
    await s.admin.ok(deleteTransportAllocation, { params: { id: first.body.data.id } });
    expect(await s.admin.ok(listTransportAllocations, { query: { route_id: route.id } })).toEqual(
      [],
    );
  });

  it('refuses a point of another route, an unknown student and another school', async () => {
    const route = await s.newRoute('Strict Route');
    const other = await s.newRoute('Other Route');
    await s.admin.refused(
      allocateRoute,
      {
        body: {
          student_id: s.stranger,
          route_id: route.id,
          pickup_point_id: other.pickup_points[0]!.id,
        },
      },
      'pickup_point_id',
      m.pointNotFound,
    );
    const unknown = await s.admin.call(allocateRoute, {
      body: { student_id: 999999, route_id: route.id, pickup_point_id: route.pickup_points[0]!.id },
    });
    expect(unknown.status).toBe(404);
    const foreign = await s.otherAdmin.call(allocateRoute, {
      body: {
        student_id: s.stranger,
        route_id: route.id,
        pickup_point_id: route.pickup_points[0]!.id,
      },
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(await s.admin.ok(listTransportAllocations, { query: { route_id: route.id } })).toEqual(
      [],
    );
  });

  it("never takes more seats than the route's vehicle has, even under 20 allocations at once", async () => {
    const route = await s.newRoute('Small Van', 5);
    const students: number[] = [];
    for (let index = 0; index < 20; index += 1) students.push(await s.newStudent());
    const answers = await Promise.all(students.map((student) => allocate(route, student)));
    const ok = answers.filter((answer) => answer.status === 200);
    const full = answers.filter((answer) => answer.status === 400);
    expect(ok).toHaveLength(5);
    expect(full).toHaveLength(15);
    expect(full.every((answer) => answer.body.message === m.seatsFull)).toBe(true);
    const listed = await s.admin.ok(listRoutes);
    expect(listed.find((row) => row.id === route.id)?.allocated).toBe(5);
  });
});

describe('what each one sees', () => {
  let route: Awaited<ReturnType<TransportSchool['newRoute']>>;

  beforeAll(async () => {
    route = await s.newRoute('Family Route');
    await s.assignDriver(route);
    expect((await allocate(route, s.child, 1)).status).toBe(200);
    expect((await allocate(route, s.stranger, 2)).status).toBe(200);
  });

  it("gives a parent their child's transport details and the route map, nothing of others", async () => {
    const detail = await s.parent.ok(getTransportDetail, { query: { student_id: s.child } });
    expect(detail).toMatchObject({
      route_name: 'Family Route',
      pickup_point: 'Lake View',
      vehicle_name: expect.stringMatching(/^Bus /),
      driver_full_name: 'Test driver@triders',
      driver_type: 'B',
      boarding: [],
    });
    const stranger = await s.parent.call(getTransportDetail, { query: { student_id: s.stranger } });
    expect(stranger.status).toBe(404);
    const map = await s.parent.ok(getRouteForMap, { params: { routeId: route.id } });
    expect(map.pickup_points).toHaveLength(3);
    const nothing = await s.admin.ok(getTransportDetail, {
      query: { student_id: await s.newStudent() },
    });
    expect(nothing).toBeNull();
  });

  it('lists the report by class and roll number with the driver', async () => {
    const rows = await s.admin.ok(getTransportReport, { query: {} });
    const family = rows.filter((row) => row.route_name === 'Family Route');
    expect(family).toEqual([
      {
        roll_number: 1,
        class_name: '5',
        student_name: 'Asha Iyer',
        route_name: 'Family Route',
        pickup_point_name: 'Lake View',
        vehicle_name: expect.stringMatching(/^Bus /),
        driver_name: 'Test driver@triders',
      },
      expect.objectContaining({ roll_number: 2, student_name: 'Bala Menon' }),
    ]);
    expect((await s.driver.call(getTransportReport, { query: {} })).status).toBe(403);
    expect((await s.parent.call(getTransportReport, { query: {} })).status).toBe(403);
  });

  it('shows the driver their bus duty in trip order; another driver gets nothing of it', async () => {
    const pickup = await s.driver.ok(getBusDutyDetail, { query: { type: 'P' } });
    expect(pickup?.route_name).toBe('Family Route');
    expect(pickup?.points.map((point) => point.label)).toEqual([
      'Gandhi Circle',
      'Lake View',
      'School Gate',
    ]);
    expect(pickup?.points[1]?.students.map((one) => one.student_name)).toEqual(['Asha Iyer']);
    const drop = await s.driver.ok(getBusDutyDetail, { query: { type: 'D' } });
    expect(drop?.points.map((point) => point.label)).toEqual([
      'School Gate',
      'Lake View',
      'Gandhi Circle',
    ]);
    const asked = await s.otherDriver.ok(getBusDutyDetail, {
      query: { type: 'P', driver_id: s.driverId },
    });
    expect(asked).toBeNull();
    const refused = await s.otherDriver.call(markBoarding, {
      body: { route_id: route.id, student_id: s.child, trip: 'P', status: 'boarded' },
    });
    expect(refused.status).toBe(404);
    await s.driver.refused(getBusDutyDetail, { query: { type: 'X' as 'P' } }, 'type', m.chooseTrip);
  });

  it('marks boarding; the parents hear once per child and trip, with the time of day', async () => {
    const before = clockTimeIn('Asia/Kolkata');
    const first = await s.driver.ok(markBoarding, {
      body: { route_id: route.id, student_id: s.child, trip: 'P', status: 'missed' },
    });
    expect(first).toEqual({ status: 'missed', notified: 1 });
    const after = clockTimeIn('Asia/Kolkata');
    const again = await s.driver.ok(markBoarding, {
      body: { route_id: route.id, student_id: s.child, trip: 'P', status: 'boarded' },
    });
    expect(again).toEqual({ status: 'boarded', notified: 0 });
    const drop = await s.driver.ok(markBoarding, {
      body: { route_id: route.id, student_id: s.child, trip: 'D', status: 'boarded' },
    });
    expect(drop.notified).toBe(1);
    const notices = await withPlatform(t.database.db, (tx) =>
      tx.execute(sql`select message from messages where tenant_id = ${s.schoolId}
        and recipient_user_id = ${s.parentUserId} and notice_key like 'transport-boarding:%'
        order by id`),
    );
    const bodies = (notices as unknown as { rows: Array<{ message: string }> }).rows.map(
      (row) => row.message,
    );
    expect(bodies).toHaveLength(2);
    const [, time] = /^Asha Iyer missed the bus at Lake View at (\d\d:\d\d) \(Pickup, /.exec(
      bodies[0] ?? '',
    ) ?? [undefined, ''];
    expect([before, after]).toContain(time);
    const duty = await s.driver.ok(getBusDutyDetail, { query: { type: 'P' } });
    expect(duty?.points[1]?.students[0]?.status).toBe('boarded');
    const detail = await s.parent.ok(getTransportDetail, { query: { student_id: s.child } });
    expect(detail?.boarding).toEqual([
      { trip: 'P', status: 'boarded', point: 'Lake View' },
      { trip: 'D', status: 'boarded', point: 'Lake View' },
    ]);
  });

  it('refuses boarding of a student not on the route and a parent marking', async () => {
    await s.driver.refused(
      markBoarding,
      {
        body: {
          route_id: route.id,
          student_id: await s.newStudent(),
          trip: 'P',
          status: 'boarded',
        },
      },
      'student_id',
      m.notOnRoute,
    );
    const parent = await s.parent.call(markBoarding, {
      body: { route_id: route.id, student_id: s.child, trip: 'P', status: 'boarded' },
    });
    expect(parent.status).toBe(403);
  });
});

describe('transport fees', () => {
  it("posts a month's fares once, lists dues and defaulters, and takes a payment", async () => {
    const route = await s.newRoute('Fare Route');
    const rider = await s.newStudent('Deepa Nair');
    expect((await allocate(route, rider, 2)).status).toBe(200);
    const lastMonth = addDays(s.today, -40).slice(0, 7);
    const first = await s.admin.ok(postTransportCharges, { body: { month: lastMonth } });
    expect(first.posted).toBeGreaterThan(0);
    await s.admin.ok(postTransportCharges, { body: { month: lastMonth } });
    const dues = await s.admin.ok(listTransportDues, { query: { route_id: route.id } });
    expect(dues.count).toBe(1);
    expect(dues.list[0]!.dues).toEqual([
      expect.objectContaining({
        due_key: transportDueKey(s.sessionId, lastMonth),
        principal_due: 700,
        balance: 700,
      }),
    ]);
    const defaulters = await s.admin.ok(listTransportDefaulters, { query: { route_id: route.id } });
    expect(defaulters.list.map((row) => row.student_name)).toEqual(['Deepa Nair']);
    const paid = await s.admin.ok(payTransportDues, {
      body: {
        student_id: rider,
        due_keys: [transportDueKey(s.sessionId, lastMonth)],
        mode: 'cash',
        idempotency_key: 'fare-payment-0001',
      },
    });
    expect(paid.already_recorded).toBe(false);
    const repeat = await s.admin.ok(payTransportDues, {
      body: {
        student_id: rider,
        due_keys: [transportDueKey(s.sessionId, lastMonth)],
        mode: 'cash',
        idempotency_key: 'fare-payment-0001',
      },
    });
    expect(repeat).toEqual({ ...paid, already_recorded: true });
    const after = await s.admin.ok(listTransportDues, { query: { route_id: route.id } });
    expect(after.list[0]!.balance).toBe(0);
    expect(await s.admin.ok(listTransportDefaulters, { query: { route_id: route.id } })).toEqual({
      list: [],
      count: 0,
    });
  });

  it('refuses a bad month, no dues and keeps drivers out', async () => {
    await s.admin.refused(
      postTransportCharges,
      { body: { month: '2026-13' } },
      'month',
      m.badMonth,
    );
    await s.admin.refused(
      payTransportDues,
      {
        body: {
          student_id: s.child,
          due_keys: [],
          mode: 'cash',
          idempotency_key: 'fare-payment-0002',
        },
      },
      'due_keys',
      m.chooseDues,
    );
    expect((await s.driver.call(listTransportDues, { query: {} })).status).toBe(403);
  });
});

describe('transport report by session', () => {
  it('lists the riders of the session asked for, the current one by default', async () => {
    const db = t.database.db;
    const earlier = await buildSession(db, s.schoolId, {
      startDate: addDays(s.today, -600),
      endDate: addDays(s.today, -240),
      isCurrent: false,
    });
    const classId = (await buildClass(db, s.schoolId, { name: 'Earlier 4' })).id;
    const pupil = await buildStudent(db, {
      tenantId: s.schoolId,
      sessionId: earlier.id,
      classId,
      name: 'Gita Earlier',
      rollNumber: 7,
    });
    const route = await s.newRoute('Earlier Route');
    const body = {
      session_id: earlier.id,
      student_id: pupil,
      route_id: route.id,
      pickup_point_id: route.pickup_points[0]!.id,
    };
    expect((await s.admin.call(allocateRoute, { body })).status).toBe(200);
    const past = await s.admin.ok(getTransportReport, { query: { session_id: earlier.id } });
    expect(past).toEqual([
      expect.objectContaining({
        student_name: 'Gita Earlier',
        class_name: 'Earlier 4',
        roll_number: 7,
        route_name: 'Earlier Route',
        pickup_point_name: 'Gandhi Circle',
      }),
    ]);
    const current = await s.admin.ok(getTransportReport, { query: {} });
    expect(current.map((row) => row.student_name)).not.toContain('Gita Earlier');
    const foreign = await s.otherAdmin.call(getTransportReport, {
      query: { session_id: earlier.id },
    });
    // Another school's session is not a session here (resolveSession's 400).
    expect(foreign.status).toBe(400);
  });
});
