import {
  createStudentLeave,
  decideStudentLeave,
  deleteStudentLeave,
  listChildLeave,
  studentLeaveMessages as m,
  searchStudentLeave,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSection } from '../../../test/factories/academics.ts';
import { testPassword } from '../../../test/factories/auth.ts';
import { buildSchoolDay } from '../../../test/factories/school-day.ts';
import { buildParent, buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import {
  expectRefused,
  grantParentPages,
  restoreParentPages,
} from '../../../test/helpers/parents-refused.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { listApprovedStudentLeave } from './index.ts';

let t: TestApp;
let day: Awaited<ReturnType<typeof buildSchoolDay>>;
let admin: Client;
let teacher: Client;
let otherTeacher: Client;
let ashaFather: Client;
let raviFather: Client;

const request = () => ({
  student_id: day.asha,
  teacher_id: day.teacher.id,
  title: 'Fever',
  start_date: '2026-12-01',
  to_date: '2026-12-02',
  message: 'Doctor advised rest.',
});

beforeAll(async () => {
  t = await createTestApp();
  day = await buildSchoolDay(t.database.db, 'leave');
  admin = await signedInClient(t, 'leave', 'admin@leave', testPassword);
  teacher = await signedInClient(t, 'leave', 'teacher@leave', testPassword);
  otherTeacher = await signedInClient(t, 'leave', 'teacher2@leave', testPassword);
  ashaFather = await signedInClient(t, 'leave', day.ashaFather.user.username, testPassword);
  raviFather = await signedInClient(t, 'leave', day.raviFather.user.username, testPassword);
});
afterAll(() => t?.close());

describe('a parent requests leave', () => {
  it('for their child to one of the child’s teachers, in the child’s class', async () => {
    const row = await ashaFather.ok(createStudentLeave, { body: request() });
    expect(row).toMatchObject({
      status: 'pending',
      class_id: day.klass.id,
      section_id: day.section.id,
      parent_id: day.ashaFather.user.id,
      teacher: { full_name: 'Test teacher@leave' },
      student_program: { Student: { student_name: 'Asha Rao' }, class: { class_name: 'Class 5' } },
    });
  });

  it.each([
    [{ title: '' }, 'title', m.titleRequired],
    [{ teacher_id: undefined }, 'teacher_id', m.teacherRequired],
    [{ start_date: '' }, 'start_date', m.fromRequired],
    [{ to_date: '' }, 'to_date', m.toRequired],
    [{ message: ' ' }, 'message', m.reasonRequired],
    [{ to_date: '2026-11-30' }, 'to_date', m.toBeforeFrom],
  ])('refuses %o with its message', async (change, field, message) => {
    await ashaFather.refused(
      createStudentLeave,
      { body: { ...request(), ...change } as never },
      field,
      message,
    );
  });

  it("refuses a teacher who does not teach the child, another family's child (404), and staff", async () => {
    await ashaFather.refused(
      createStudentLeave,
      { body: { ...request(), teacher_id: day.otherTeacher.id } },
      'teacher_id',
      m.notTheirTeacher,
    );
    expect(
      (await ashaFather.call(createStudentLeave, { body: { ...request(), student_id: day.ravi } }))
        .status,
    ).toBe(404);
    const byStaff = await admin.call(createStudentLeave, { body: request() });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toBe(m.parentsOnly);
  });

  it('lists only their own children’s requests', async () => {
    await raviFather.ok(createStudentLeave, { body: { ...request(), student_id: day.ravi } });
    const mine = await ashaFather.ok(listChildLeave, { query: {} });
    expect(mine.every((row) => row.student_id === day.asha)).toBe(true);
    expect(
      (await ashaFather.call(listChildLeave, { query: { student_id: day.ravi } })).status,
    ).toBe(404);
  });

  it("deletes only a pending request of their own ('Not Allowed' after a decision)", async () => {
    const pending = await ashaFather.ok(createStudentLeave, { body: request() });
    expect((await raviFather.call(deleteStudentLeave, { params: { id: pending.id } })).status).toBe(
      404,
    );
    await ashaFather.ok(deleteStudentLeave, { params: { id: pending.id } });
    const decided = await ashaFather.ok(createStudentLeave, { body: request() });
    await teacher.ok(decideStudentLeave, { body: { id: decided.id, status: 'approved' } });
    await ashaFather.refused(
      deleteStudentLeave,
      { params: { id: decided.id } },
      'id',
      m.notAllowed,
    );
  });
});

describe('a class with no teacher assigned', () => {
  it('sends the request to the school office (the admin), who sees and decides it', async () => {
    const db = t.database.db;
    const klass = await buildClass(db, day.school.id, { name: 'Class 6' });
    const section = await buildSection(
      db,
      { tenantId: day.school.id, sessionId: day.session.id, classId: klass.id },
      { name: 'B' },
    );
    const meera = await buildStudent(db, {
      tenantId: day.school.id,
      sessionId: day.session.id,
      classId: klass.id,
      sectionId: section.id,
      name: 'Meera Iyer',
    });
    const father = await buildParent(db, day.school.id, [meera], { parentType: 1 });
    const meeraFather = await signedInClient(t, 'leave', father.user.username, testPassword);
    const body = { ...request(), student_id: meera, teacher_id: undefined };
    const row = await meeraFather.ok(createStudentLeave, { body });
    expect(row).toMatchObject({ teacher_id: day.admin.id, class_id: klass.id, status: 'pending' });
    await meeraFather.refused(
      createStudentLeave,
      { body: { ...body, teacher_id: day.teacher.id } },
      'teacher_id',
      m.notTheirTeacher,
    );
    await admin.ok(decideStudentLeave, { body: { id: row.id, status: 'approved' } });
  });
});

describe('staff review', () => {
  it('search by place and dates; a teacher sees the requests sent to them', async () => {
    const all = await admin.ok(searchStudentLeave, {
      query: { class_id: day.klass.id, from_date: '2026-12-02', to_date: '2026-12-05' },
    });
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(await admin.ok(searchStudentLeave, { query: { from_date: '2027-01-01' } })).toEqual([]);
    expect((await teacher.ok(searchStudentLeave, { query: {} })).length).toBe(all.length);
    expect(await otherTeacher.ok(searchStudentLeave, { query: {} })).toEqual([]);
  });

  it('rejects with a comment (required), tells the parent once, and cannot decide twice', async () => {
    const row = await ashaFather.ok(createStudentLeave, { body: { ...request(), title: 'Trip' } });
    await teacher.refused(
      decideStudentLeave,
      { body: { id: row.id, status: 'rejected' } },
      'comment',
      m.commentRequired,
    );
    expect(
      (await otherTeacher.call(decideStudentLeave, { body: { id: row.id, status: 'approved' } }))
        .status,
    ).toBe(404);
    const rejected = await teacher.ok(decideStudentLeave, {
      body: { id: row.id, status: 'rejected', comment: 'Exams that week' },
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      comment: 'Exams that week',
      decided_by: 'Test teacher@leave',
    });
    await teacher.refused(
      decideStudentLeave,
      { body: { id: row.id, status: 'approved' } },
      'id',
      m.alreadyDecided,
    );
    const deliveries = (await t.database.db.execute(sql`
      select d.channel from message_deliveries d join messages msg on msg.tenant_id = d.tenant_id and msg.id = d.message_id
      where d.tenant_id = ${day.school.id} and d.recipient_user_id = ${day.ashaFather.user.id}
        and msg.notification_name = 'Leave rejected: Asha Rao'`)) as unknown as {
      rows: Array<{ channel: string }>;
    };
    expect(deliveries.rows.map((row) => row.channel).sort()).toEqual(['app', 'email', 'push']);
  });

  it('refuses a parent the search and the decision even with the review page', async () => {
    const row = await ashaFather.ok(createStudentLeave, { body: { ...request(), title: 'Own' } });
    await grantParentPages(admin, ['student_leave']);
    try {
      await expectRefused(ashaFather.call(searchStudentLeave, { query: {} }), m.staffOnly);
      await expectRefused(
        ashaFather.call(decideStudentLeave, {
          body: { id: row.id, status: 'approved', comment: 'Self-approved' },
        }),
        m.staffOnly,
      );
      const [own] = await ashaFather
        .ok(listChildLeave, { query: { student_id: day.asha } })
        .then((rows) => rows.filter((leave) => leave.id === row.id));
      expect(own).toMatchObject({ status: 'pending' });
    } finally {
      await restoreParentPages(admin);
    }
  });

  it('answers attendance the students on approved leave on a day', async () => {
    const row = await raviFather.ok(createStudentLeave, {
      body: { ...request(), student_id: day.ravi, start_date: '2026-12-10', to_date: '2026-12-12' },
    });
    await admin.ok(decideStudentLeave, { body: { id: row.id, status: 'approved', comment: 'OK' } });
    const onLeave = await withTenant(t.database.db, day.school.id, (tx) =>
      listApprovedStudentLeave(tx, day.school.id, {
        sectionId: day.section.id,
        date: '2026-12-11',
      }),
    );
    expect(onLeave.map((leave) => leave.studentId)).toEqual([day.ravi]);
    const byClass = await withTenant(t.database.db, day.school.id, (tx) =>
      listApprovedStudentLeave(tx, day.school.id, { classId: day.klass.id, date: '2026-12-13' }),
    );
    expect(byClass).toEqual([]);
  });
});
