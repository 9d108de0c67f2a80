import {
  addDays,
  createVisitor,
  deleteAllocation,
  deleteVisitor,
  discontinueAllocation,
  listVisitors,
  hostelMessages as m,
  setVisitorOutTimes,
  todayIn,
  visitorPageSize,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { fieldErrorsOf } from '../../../test/helpers/call.ts';
import {
  expectRefused,
  grantParentPages,
  restoreParentPages,
} from '../../../test/helpers/parents-refused.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'visits');
  today = todayIn('Asia/Kolkata');
});
afterAll(() => t?.close());

/** A student with a bed in a new room of a new hostel: the allocation is the hostlier. */
async function resident(name?: string) {
  const hostel = await s.newHostel();
  const room = await s.newRoom(hostel.id);
  const student = await s.newStudent('Female', name);
  const allocation = await s.allocate(room, student);
  return { hostel, room, student, allocation };
}

const entry = (hostlierId: number, extra: Record<string, unknown> = {}) => ({
  hostlier_id: hostlierId,
  date: today,
  in_time: '10:00',
  visitor_name: ['Ravi Rao'],
  relation: ['Father'],
  ...extra,
});

describe('recording visitors', () => {
  it('records several visitors in one entry and lists them with the resident', async () => {
    const { allocation, room, hostel } = await resident('Chitra Rao');
    const row = await s.warden.ok(createVisitor, {
      body: entry(allocation.id, {
        visitor_name: ['Ravi Rao', ' Meena Rao '],
        relation: ['Father', 'Mother'],
      }),
    });
    expect(row).toMatchObject({
      hostlier_id: allocation.id,
      date: today,
      in_time: '10:00',
      out_time: null,
      visitor_name: ['Ravi Rao', 'Meena Rao'],
      relation: ['Father', 'Mother'],
      hostlier_user: { full_name: 'Chitra Rao' },
      for: 'student',
      hostelName: hostel.name,
      room_name: room.room_name,
      class_name: '6',
    });
    const page = await s.admin.ok(listVisitors, {
      query: { session_id: s.session.id, student_id: allocation.user_id },
    });
    expect(page).toEqual({ list: [row], count: 1 });
  });

  it('records visitors of a staff resident', async () => {
    const hostel = await s.newHostel();
    const room = await s.newRoom(hostel.id, { for: 'staff', gender: 'Male' });
    const allocation = await s.allocate(room, s.teacherId, { for: 'staff' });
    const row = await s.warden.ok(createVisitor, { body: entry(allocation.id) });
    expect(row).toMatchObject({
      for: 'staff',
      hostlier_user: { full_name: `Test teacher@visits` },
      class_name: null,
    });
    const staffOnly = await s.warden.ok(listVisitors, {
      query: { session_id: s.session.id, for: 'staff' },
    });
    expect(staffOnly.list.map((visit) => visit.id)).toContain(row.id);
    expect(staffOnly.list.every((visit) => visit.for === 'staff')).toBe(true);
  });

  it('refuses a missing field with the spec’s messages', async () => {
    const { allocation } = await resident();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ hostlier_id: undefined }, 'hostlier_id', m.studentRequired],
      [{ date: '' }, 'date', m.dateRequired],
      [{ in_time: '' }, 'in_time', m.inTimeRequired],
      [{ in_time: '24:00' }, 'in_time', m.badTime],
      [{ in_time: '10:60' }, 'in_time', m.badTime],
      [{ visitor_name: [] }, 'visitor_name', m.visitorNameRequired],
      [{ visitor_name: ['  '] }, 'visitor_name.0', m.visitorNameRequired],
      [{ relation: [''] }, 'relation.0', m.relationRequired],
      [{ visitor_name: ['Ravi', 'Meena'], relation: ['Father'] }, 'relation.1', m.relationRequired],
      [
        {
          visitor_name: Array.from({ length: 11 }, (_, i) => `Visitor ${i}`),
          relation: Array.from({ length: 11 }, () => 'Cousin'),
        },
        'visitor_name',
        m.tooManyVisitors,
      ],
    ];
    for (const [change, field, message] of cases)
      await s.warden.refused(
        createVisitor,
        { body: entry(allocation.id, change) as never },
        field,
        message,
      );
  });

  it('refuses a day in the future, before joining, or a resident who left', async () => {
    const { allocation } = await resident();
    await s.warden.refused(
      createVisitor,
      { body: entry(allocation.id, { date: addDays(today, 1) }) },
      'date',
      m.visitInFuture,
    );
    await s.warden.refused(
      createVisitor,
      { body: entry(allocation.id, { date: `${s.startYear}-03-31` }) },
      'date',
      m.visitBeforeJoining,
    );
    await s.warden.ok(discontinueAllocation, { body: { id: allocation.id, is_discontinue: 1 } });
    await s.warden.refused(
      createVisitor,
      { body: entry(allocation.id) },
      'hostlier_id',
      m.hostlierLeft,
    );
  });

  it('keeps an allocation with visitor entries from being deleted', async () => {
    const { allocation } = await resident();
    await s.warden.ok(createVisitor, { body: entry(allocation.id) });
    const answer = await s.warden.call(deleteAllocation, { params: { id: allocation.id } });
    expect([answer.status, answer.body.message]).toEqual([400, m.allocationHasVisitors]);
  });
});

describe('out time and delete', () => {
  it('sets out times once, never before the in time, all rows or none', async () => {
    const { allocation } = await resident();
    const morning = await s.warden.ok(createVisitor, {
      body: entry(allocation.id, { in_time: '09:00' }),
    });
    const evening = await s.warden.ok(createVisitor, {
      body: entry(allocation.id, { in_time: '17:15' }),
    });
    const before = await s.warden.call(setVisitorOutTimes, {
      body: {
        rows: [
          { id: morning.id, out_time: '10:00' },
          { id: evening.id, out_time: '17:14' },
        ],
      },
    });
    expect(before.status).toBe(400);
    expect(before.body.message).toBe(m.outTimeBeforeIn);
    expect(fieldErrorsOf(before)).toEqual({ 'rows.1.out_time': m.outTimeBeforeIn });
    // Nothing was written: the morning visit is still open.
    const stillOpen = await s.warden.ok(listVisitors, {
      query: { session_id: s.session.id, student_id: allocation.user_id },
    });
    expect(stillOpen.list.map((visit) => visit.out_time)).toEqual([null, null]);

    const rows = await s.warden.ok(setVisitorOutTimes, {
      body: {
        rows: [
          { id: morning.id, out_time: '10:00' },
          { id: evening.id, out_time: '17:15' },
        ],
      },
    });
    expect(rows.map((row) => [row.id, row.in_time, row.out_time])).toEqual([
      [morning.id, '09:00', '10:00'],
      [evening.id, '17:15', '17:15'],
    ]);
    const again = await s.warden.call(setVisitorOutTimes, {
      body: { rows: [{ id: morning.id, out_time: '11:00' }] },
    });
    expect([again.status, again.body.message]).toEqual([409, m.outTimeSet]);
    await s.warden.refused(
      setVisitorOutTimes,
      { body: { rows: [{ id: morning.id, out_time: '' }] } },
      'rows.0.out_time',
      m.outTimeRequired,
    );
    await s.warden.refused(setVisitorOutTimes, { body: { rows: [] } }, 'rows', m.chooseOutTimes);
  });

  it('deletes a visit once its out time is set', async () => {
    const { allocation } = await resident();
    const visit = await s.warden.ok(createVisitor, { body: entry(allocation.id) });
    const open = await s.warden.call(deleteVisitor, { params: { id: visit.id } });
    expect([open.status, open.body.message]).toEqual([409, m.visitorOpen]);
    await s.warden.ok(setVisitorOutTimes, {
      body: { rows: [{ id: visit.id, out_time: '11:30' }] },
    });
    expect(await s.admin.ok(deleteVisitor, { params: { id: visit.id } })).toBeNull();
    const gone = await s.admin.call(deleteVisitor, { params: { id: visit.id } });
    expect([gone.status, gone.body.message]).toEqual([404, m.visitorNotFound]);
  });
});

describe('the list', () => {
  it('pages by 8, latest first, with the count, and filters by class and kind', async () => {
    const { allocation } = await resident();
    const days = Array.from({ length: visitorPageSize + 2 }, (_, i) => addDays(today, -i));
    for (const date of days)
      await s.warden.ok(createVisitor, { body: entry(allocation.id, { date }) });
    const query = { session_id: s.session.id, student_id: allocation.user_id };
    const first = await s.warden.ok(listVisitors, { query });
    expect(first.count).toBe(days.length);
    expect(first.list.map((visit) => visit.date)).toEqual(days.slice(0, visitorPageSize));
    const second = await s.warden.ok(listVisitors, {
      query: { ...query, skip: visitorPageSize },
    });
    expect(second.list.map((visit) => visit.date)).toEqual(days.slice(visitorPageSize));
    expect((await s.warden.ok(listVisitors, { query: { ...query, for: 'staff' } })).list).toEqual(
      [],
    );
    const inClass = await s.warden.ok(listVisitors, { query: { ...query, class_id: s.classId } });
    expect(inClass.count).toBe(days.length);
    const otherClass = await s.warden.ok(listVisitors, {
      query: { ...query, class_id: s.classId + 1000 },
    });
    expect(otherClass).toEqual({ list: [], count: 0 });
  });
});

describe('access', () => {
  it('refuses parents, even with the visitor pages given to them', async () => {
    const { allocation } = await resident();
    const visit = await s.warden.ok(createVisitor, { body: entry(allocation.id) });
    const list = { query: { session_id: s.session.id } };
    expect((await s.parent.call(listVisitors, list)).status).toBe(403);
    expect((await s.parent.call(createVisitor, { body: entry(allocation.id) })).status).toBe(403);
    await grantParentPages(s.admin, [
      'hostel_residents:hostel_visitor',
      'hostel_residents:visitor_list',
    ]);
    try {
      await expectRefused(s.parent.call(listVisitors, list), m.parentsCannotSeeVisitors);
      await expectRefused(
        s.parent.call(createVisitor, { body: entry(allocation.id) }),
        m.parentsCannotSeeVisitors,
      );
      await expectRefused(
        s.parent.call(setVisitorOutTimes, {
          body: { rows: [{ id: visit.id, out_time: '12:00' }] },
        }),
        m.parentsCannotSeeVisitors,
      );
      await expectRefused(
        s.parent.call(deleteVisitor, { params: { id: visit.id } }),
        m.parentsCannotSeeVisitors,
      );
    } finally {
      await restoreParentPages(s.admin);
    }
  });

  it('refuses roles without the hostel pages', async () => {
    expect(
      (await s.accountant.call(listVisitors, { query: { session_id: s.session.id } })).status,
    ).toBe(403);
    expect((await s.teacher.call(deleteVisitor, { params: { id: 1 } })).status).toBe(403);
  });

  it('never reaches another school’s visits', async () => {
    const { allocation } = await resident();
    const visit = await s.warden.ok(createVisitor, { body: entry(allocation.id) });
    const other = s.otherAdmin;
    const created = await other.call(createVisitor, { body: entry(allocation.id) });
    expect([created.status, created.body.message]).toEqual([404, m.hostlierNotFound]);
    const closed = await other.call(setVisitorOutTimes, {
      body: { rows: [{ id: visit.id, out_time: '12:00' }] },
    });
    expect([closed.status, closed.body.message]).toEqual([404, m.visitorNotFound]);
    await s.warden.ok(setVisitorOutTimes, {
      body: { rows: [{ id: visit.id, out_time: '12:00' }] },
    });
    const removed = await other.call(deleteVisitor, { params: { id: visit.id } });
    expect([removed.status, removed.body.message]).toEqual([404, m.visitorNotFound]);
    const listed = await other.call(listVisitors, { query: { session_id: s.session.id } });
    expect(listed.status === 200 ? listed.body.data : listed.status).not.toMatchObject({
      list: [expect.objectContaining({ id: visit.id })],
    });
    // Still there for its own school.
    const own = await s.warden.ok(listVisitors, {
      query: { session_id: s.session.id, student_id: allocation.user_id },
    });
    expect(own.list.map((row) => [row.id, row.out_time])).toEqual([[visit.id, '12:00']]);
  });
});
