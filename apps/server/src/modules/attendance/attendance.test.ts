import {
  addDays,
  createHoliday,
  getAttendanceSettings,
  getBelowThreshold,
  getDayReport,
  getParentAttendance,
  getRegister,
  getStaffRegister,
  getStaffReport,
  getStudentReport,
  listChildrenMonth,
  markAttendance,
  markStaffAttendance,
  percentOnSchoolDays,
  saveAttendanceSettings,
  savePeriod,
  saveRoutineCell,
  setWorkingDays,
  todayIn,
  weekdayOf,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClass,
  buildSection,
  buildSession,
  buildSubject,
} from '../../../test/factories/academics.ts';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { buildParent, buildStudent } from '../../../test/factories/students.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../test/helpers/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let smtp: SmtpInbox;
let admin: Client;
let teacher: Client;
let stranger: Client;
let parent: Client;
let otherSchool: Client;
const five: number[] = [];
const ids: Record<string, number> = {};
const emails: Record<string, string> = {};
const today = todayIn('Asia/Kolkata');
const settings = {
  attendance_type: 'daily' as const,
  threshold_percent: 75,
  alert_email: true,
  alert_sms: false,
  alert_push: false,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(what: string, done: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await withPlatform(t.database.db, (tx) => tx.execute(text))) as unknown as { rows: T[] }).rows;
const pendingDeliveries = async () =>
  Number(
    (
      await query<{ n: number }>(
        sql`select count(*)::int as n from message_deliveries where status = 'pending'`,
      )
    )[0]!.n,
  );
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address)).length;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp({ jobs: true, smtpUrl: smtp.url });
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'att' });
  const session = await buildSession(db, school.id, {
    startDate: addDays(today, -60),
    endDate: addDays(today, 200),
  });
  const klass = await buildClass(db, school.id, { name: 'Five' });
  const six = await buildClass(db, school.id, { name: 'Six' });
  const fiveA = await buildSection(
    db,
    { tenantId: school.id, sessionId: session.id, classId: klass.id },
    { name: 'A' },
  );
  const sixA = await buildSection(
    db,
    { tenantId: school.id, sessionId: session.id, classId: six.id },
    { name: 'B' },
  );
  const place = {
    tenantId: school.id,
    sessionId: session.id,
    classId: klass.id,
    sectionId: fiveA.id,
  };
  for (let i = 0; i < 10; i += 1)
    five.push(await buildStudent(db, { ...place, name: `Pupil ${i}` }));
  const sixth = await buildStudent(db, {
    ...place,
    classId: six.id,
    sectionId: sixA.id,
    name: 'Sixer',
  });
  const first = await buildParent(db, school.id, [five[0]!]);
  const second = await buildParent(db, school.id, [five[1]!], { parentType: 2 });
  emails.first = first.user.email!;
  emails.second = second.user.email!;
  await buildUser(db, school.id, { username: 'admin@att' });
  const asha = await buildUser(db, school.id, { username: 'asha@att', roleId: 6 });
  await buildUser(db, school.id, { username: 'ravi@att', roleId: 6 });
  const maths = await buildSubject(db, school.id, { name: 'Maths' });
  Object.assign(ids, {
    school: school.id,
    five: klass.id,
    fiveA: fiveA.id,
    six: six.id,
    sixA: sixA.id,
    sixth,
    asha: asha.id,
    maths: maths.id,
  });
  const other = await buildSchool(db, { subdomain: 'att2' });
  await buildUser(db, other.id, { username: 'admin@att2' });

  admin = await signedInClient(t, 'att', 'admin@att', testPassword);
  teacher = await signedInClient(t, 'att', 'asha@att', testPassword);
  stranger = await signedInClient(t, 'att', 'ravi@att', testPassword);
  parent = await signedInClient(t, 'att', first.user.username, testPassword);
  otherSchool = await signedInClient(t, 'att2', 'admin@att2', testPassword);
  await admin.ok(setWorkingDays, { body: { working_days: [1, 2, 3, 4, 5, 6, 7] } });
  await admin.ok(saveAttendanceSettings, { body: settings });
  // Asha teaches Five A (a cell of its routine), Ravi teaches nothing.
  const period = await admin.ok(savePeriod, {
    body: { period_name: 'Period 1', start_time: '08:00', end_time: '08:40' },
  });
  ids.period = period.id;
  await admin.ok(saveRoutineCell, {
    body: {
      class_id: klass.id,
      section_id: fiveA.id,
      weekday: 1,
      period_id: period.id,
      subject_id: maths.id,
      teacher_id: asha.id,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const fiveAPlace = () => ({ class_id: ids.five!, section_id: ids.fiveA! });
const entries = (absent: number[], late: number[] = []) =>
  five.map((student_id) => ({
    student_id,
    status: absent.includes(student_id)
      ? ('absent' as const)
      : late.includes(student_id)
        ? ('late' as const)
        : ('present' as const),
    comments: absent.includes(student_id) ? 'No word from home' : '',
  }));

describe('settings', () => {
  it('reads and saves, refusing bad values', async () => {
    expect(await admin.ok(getAttendanceSettings)).toEqual(settings);
    await admin.refused(
      saveAttendanceSettings,
      { body: { ...settings, threshold_percent: 0 } },
      'threshold_percent',
      'Threshold must be between 1 and 100',
    );
    await admin.refused(
      saveAttendanceSettings,
      { body: { ...settings, attendance_type: 'hourly' } as never },
      'attendance_type',
      'Please choose daily or per period',
    );
    expect((await parent.call(saveAttendanceSettings, { body: settings })).status).toBe(403);
  });
});

describe('marking a class', () => {
  it('starts everyone present; a teacher reads only classes they teach', async () => {
    const register = await teacher.ok(getRegister, { query: { date: today, ...fiveAPlace() } });
    expect(register.marked).toBe(false);
    expect(register.closed_reason).toBeNull();
    expect(register.students).toHaveLength(10);
    expect(register.students.every((s) => s.status === 'present')).toBe(true);
    const refused = await stranger.call(getRegister, { query: { date: today, ...fiveAPlace() } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can mark attendance only for the classes you teach');
    const marking = await stranger.call(markAttendance, {
      body: { date: today, ...fiveAPlace(), entries: entries([]) },
    });
    expect(marking.status).toBe(403);
  });

  it('alerts the parents of the two absentees exactly once, however often the class is marked', async () => {
    const absent = [five[0]!, five[1]!];
    const result = await teacher.ok(markAttendance, {
      body: { date: today, ...fiveAPlace(), entries: entries(absent) },
    });
    expect(result).toEqual({ saved: 10, absent: 2, alerted: 2 });
    await waitFor(
      'both alerts',
      () => mailsTo(emails.first!) === 1 && mailsTo(emails.second!) === 1,
    );
    // Marked again (the same, then with a change), also concurrently: no second alert.
    const again = await teacher.ok(markAttendance, {
      body: { date: today, ...fiveAPlace(), entries: entries(absent) },
    });
    expect(again.alerted).toBe(0);
    await Promise.all([
      admin.call(markAttendance, {
        body: { date: today, ...fiveAPlace(), entries: entries(absent, [five[2]!]) },
      }),
      teacher.call(markAttendance, {
        body: { date: today, ...fiveAPlace(), entries: entries(absent) },
      }),
    ]);
    await waitFor('deliveries settled', async () => (await pendingDeliveries()) === 0);
    expect(mailsTo(emails.first!)).toBe(1);
    expect(mailsTo(emails.second!)).toBe(1);
    const alertMail = smtp.mails.find((mail) => mail.to.includes(emails.first!))!;
    expect(alertMail.raw).toContain('Pupil 0 was marked absent on');
    const messages = await query<{ n: number }>(
      sql`select count(*)::int as n from messages where notification_name = 'Absence alert'`,
    );
    expect(Number(messages[0]!.n)).toBe(2);
  });

  it('records who changed a mark and when', async () => {
    await admin.ok(markAttendance, {
      body: { date: today, ...fiveAPlace(), entries: entries([five[0]!, five[1]!], [five[3]!]) },
    });
    const register = await admin.ok(getRegister, { query: { date: today, ...fiveAPlace() } });
    expect(register.marked).toBe(true);
    expect(register.marked_by).toBe('Test asha@att');
    expect(register.updated_by).toBe('Test admin@att');
    expect(register.updated_at).not.toBeNull();
    expect(register.students.find((s) => s.student_id === five[3])!.status).toBe('late');
  });

  it('refuses bad marks with their messages', async () => {
    const body = { date: today, ...fiveAPlace(), entries: entries([]) };
    await admin.refused(
      markAttendance,
      { body: { ...body, date: addDays(today, 1) } },
      'date',
      'Attendance cannot be marked for a future date',
    );
    await admin.refused(
      markAttendance,
      { body: { ...body, date: '2026-13-01' } },
      'date',
      'Please choose a valid date',
    );
    await admin.refused(
      markAttendance,
      { body: { ...body, entries: [] } },
      'entries',
      'Please mark at least one student',
    );
    await admin.refused(
      markAttendance,
      { body: { ...body, entries: [{ student_id: ids.sixth!, status: 'absent', comments: '' }] } },
      'entries',
      'This student is not in the class',
    );
    await admin.refused(
      markAttendance,
      {
        body: {
          ...body,
          entries: [{ student_id: five[0]!, status: 'gone', comments: '' }],
        } as never,
      },
      'entries.0.status',
      'Please choose present, absent, late or leave',
    );
    await admin.refused(
      markAttendance,
      { body: { ...body, section_id: null } },
      'section_id',
      'Please select the section',
    );
    await admin.refused(
      markAttendance,
      { body: { ...body, class_id: 999999 } },
      'class_id',
      'Please select the class',
    );
    await admin.ok(createHoliday, {
      body: {
        holiday_name: 'Flood',
        start_date: addDays(today, -30),
        end_date: addDays(today, -30),
        applies_to: 'students',
      },
    });
    await admin.refused(
      markAttendance,
      { body: { ...body, date: addDays(today, -30) } },
      'date',
      'The school is closed on this day (Holiday: Flood)',
    );
    expect((await otherSchool.call(markAttendance, { body })).status).toBe(400);
    expect((await parent.call(markAttendance, { body })).status).toBe(403);
  });

  it('asks for the period when the school marks per period', async () => {
    await admin.ok(saveAttendanceSettings, { body: { ...settings, attendance_type: 'period' } });
    try {
      await admin.refused(
        getRegister,
        { query: { date: today, ...fiveAPlace() } },
        'period_id',
        'Please select the period',
      );
      const result = await admin.ok(markAttendance, {
        body: {
          date: today,
          ...fiveAPlace(),
          period_id: ids.period!,
          entries: entries([five[4]!]),
        },
      });
      expect(result.saved).toBe(10);
      const register = await admin.ok(getRegister, {
        query: { date: today, ...fiveAPlace(), period_id: ids.period! },
      });
      expect(register.students.find((s) => s.student_id === five[4])!.status).toBe('absent');
    } finally {
      await admin.ok(saveAttendanceSettings, { body: settings });
    }
  });
});

describe('reports', () => {
  const days = [-5, -4, -3, -2].map((offset) => addDays(today, offset));

  it('counts only school days: a holiday declared later drops out of the percentage', async () => {
    // Pupil 5: absent on the first two days, present on the next two.
    for (const [index, date] of days.entries()) {
      await admin.ok(markAttendance, {
        body: { date, ...fiveAPlace(), entries: entries(index < 2 ? [five[5]!] : []) },
      });
    }
    const range = {
      fromDate: days[0]!,
      toDate: days[3]!,
      class_id: ids.five!,
      section_id: ids.fiveA!,
    };
    const before = await admin.ok(getStudentReport, { query: { ...range, student_id: five[5]! } });
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ present: 2, absent: 2, total: 4, percentage: 50 });
    await admin.ok(createHoliday, {
      body: {
        holiday_name: 'Rain Day',
        start_date: days[0]!,
        end_date: days[0]!,
        applies_to: 'all',
      },
    });
    const after = await admin.ok(getStudentReport, { query: { ...range, student_id: five[5]! } });
    const marks = days.map((date, index) => ({
      date,
      status: index < 2 ? ('absent' as const) : ('present' as const),
    }));
    const expected = percentOnSchoolDays(marks, {
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      holidays: [{ start_date: days[0]!, end_date: days[0]! }],
    });
    expect(after[0]).toMatchObject({ present: 2, absent: 1, total: 3, percentage: expected });
    expect(expected).toBe(66.67);
    // A non-working weekday drops out too.
    const weekday = weekdayOf(days[1]!);
    await admin.ok(setWorkingDays, {
      body: { working_days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday) },
    });
    try {
      const fewer = await admin.ok(getStudentReport, { query: { ...range, student_id: five[5]! } });
      expect(fewer[0]).toMatchObject({ absent: 0, total: 2, percentage: 100 });
    } finally {
      await admin.ok(setWorkingDays, { body: { working_days: [1, 2, 3, 4, 5, 6, 7] } });
    }
    const whole = await admin.ok(getStudentReport, { query: range });
    expect(whole.map((row) => row.student_id)).toEqual(five);
    await admin.refused(
      getStudentReport,
      { query: { ...range, toDate: addDays(days[0]!, -1) } },
      'toDate',
      'To date cannot be before the from date',
    );
    expect((await parent.call(getStudentReport, { query: range })).status).toBe(403);
  });

  it('lists every class of the day, unmarked ones included', async () => {
    const rows = await admin.ok(getDayReport, { query: { date: today } });
    expect(rows.map((row) => [row.class_name, row.marked, row.students])).toEqual([
      ['Five', true, 10],
      ['Six', false, 1],
    ]);
    expect(rows[0]!.absent).toBeGreaterThan(0);
  });

  it("lists students below the school's threshold this term", async () => {
    await admin.ok(saveAttendanceSettings, { body: { ...settings, threshold_percent: 90 } });
    const below = await admin.ok(getBelowThreshold, { query: {} });
    await admin.ok(saveAttendanceSettings, { body: settings });
    expect(below.threshold_percent).toBe(90);
    expect(below.toDate).toBe(today);
    expect(below.rows.every((row) => row.percentage !== null && row.percentage < 90)).toBe(true);
    expect(below.rows.map((row) => row.student_id)).toContain(five[0]);
    expect(below.rows.map((row) => row.student_id)).not.toContain(five[9]);
  });
});

describe("the parent's view", () => {
  it("shows their own child's marks on a day and over a range", async () => {
    const day = await parent.ok(getParentAttendance, {
      query: { report_for: 'single', date: today, student_id: five[0]!, ...fiveAPlace() },
    });
    const daily = day.find((row) => row.period_name === null)!;
    expect(daily).toMatchObject({
      attendance_date: today,
      status: 'absent',
      comments: 'No word from home',
      marked_by: 'Test asha@att',
    });
    const range = await parent.ok(getParentAttendance, {
      query: {
        report_for: 'multiple',
        fromDate: addDays(today, -7),
        toDate: today,
        student_id: five[0]!,
      },
    });
    expect(range.length).toBeGreaterThanOrEqual(5);
    const month = await parent.ok(listChildrenMonth);
    expect(month).toHaveLength(1);
    expect(month[0]).toMatchObject({ student_id: five[0] });
  });

  it('answers 404 for a child of another family, and refuses bad input', async () => {
    const other = await parent.call(getParentAttendance, {
      query: { report_for: 'single', date: today, student_id: five[1]! },
    });
    expect(other.status).toBe(404);
    await parent.refused(
      getParentAttendance,
      { query: { report_for: 'single', student_id: five[0]! } },
      'date',
      'Please choose a valid date',
    );
    await parent.refused(
      getParentAttendance,
      { query: { report_for: 'both', date: today, student_id: five[0]! } } as never,
      'report_for',
      'Please choose Single Day or Multiple Day',
    );
    // Staff with the page read any student of the school.
    expect(
      (
        await admin.ok(getParentAttendance, {
          query: { report_for: 'single', date: today, student_id: five[1]! },
        })
      ).length,
    ).toBeGreaterThan(0);
    expect(
      (
        await otherSchool.call(getParentAttendance, {
          query: { report_for: 'single', date: today, student_id: five[1]! },
        })
      ).status,
    ).toBe(404);
  });
});

describe('staff attendance', () => {
  it('marks staff and reports their percentages', async () => {
    const register = await admin.ok(getStaffRegister, { query: { date: today } });
    expect(register.map((row) => row.full_name)).toEqual([
      'Test admin@att',
      'Test asha@att',
      'Test ravi@att',
    ]);
    expect(register.every((row) => !row.marked && row.status === 'present')).toBe(true);
    const entries = register.map((row) => ({
      user_id: row.user_id,
      status: row.full_name.includes('ravi') ? ('absent' as const) : ('present' as const),
      comments: '',
    }));
    expect(await admin.ok(markStaffAttendance, { body: { date: today, entries } })).toEqual({
      saved: 3,
      absent: 1,
      alerted: 0,
    });
    const report = await admin.ok(getStaffReport, { query: { fromDate: today, toDate: today } });
    expect(report.find((row) => row.full_name === 'Test ravi@att')).toMatchObject({
      absent: 1,
      percentage: 0,
    });
    expect(report.find((row) => row.full_name === 'Test asha@att')).toMatchObject({
      present: 1,
      percentage: 100,
    });
    await admin.refused(
      markStaffAttendance,
      { body: { date: today, entries: [{ user_id: 999999, status: 'present', comments: '' }] } },
      'entries',
      'This person is not a member of staff',
    );
    await admin.refused(
      markStaffAttendance,
      { body: { date: addDays(today, 2), entries } },
      'date',
      'Attendance cannot be marked for a future date',
    );
    expect(
      (await teacher.call(markStaffAttendance, { body: { date: today, entries } })).status,
    ).toBe(403);
  });
});
