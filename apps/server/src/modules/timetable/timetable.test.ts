import {
  addDays,
  assignProxy,
  createHoliday,
  deleteHoliday,
  deletePeriod,
  deleteProxy,
  deleteRoutineCell,
  deleteSchoolTiming,
  getClassRoutine,
  getMyRoutine,
  getProxyPlan,
  getTeacherRoutine,
  getWorkingDays,
  listHolidays,
  listPeriods,
  listSchoolTimings,
  listTaughtPlaces,
  listTodayPeriods,
  savePeriod,
  saveRoutineCell,
  saveSchoolTiming,
  setWorkingDays,
  todayIn,
  updateHoliday,
  weekdayOf,
} from '@shala/contracts';
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
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let teacher: Client;
let parent: Client;
let other: Client;
const ids: Record<string, number> = {};
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'tt' });
  const session = await buildSession(db, school.id);
  const six = await buildClass(db, school.id, { name: 'Six' });
  const seven = await buildClass(db, school.id, { name: 'Seven' });
  const sixA = await buildSection(
    db,
    { tenantId: school.id, sessionId: session.id, classId: six.id },
    { name: 'A' },
  );
  const sevenA = await buildSection(
    db,
    { tenantId: school.id, sessionId: session.id, classId: seven.id },
    { name: 'B' },
  );
  const maths = await buildSubject(db, school.id, { name: 'Maths' });
  const science = await buildSubject(db, school.id, { name: 'Science' });
  await buildUser(db, school.id, { username: 'admin@tt' });
  const asha = await buildUser(db, school.id, { username: 'asha@tt', roleId: 6 });
  const ravi = await buildUser(db, school.id, { username: 'ravi@tt', roleId: 6 });
  const meena = await buildUser(db, school.id, { username: 'meena@tt', roleId: 6 });
  const child = await buildStudent(db, {
    tenantId: school.id,
    sessionId: session.id,
    classId: six.id,
    sectionId: sixA.id,
  });
  const family = await buildParent(db, school.id, [child]);
  Object.assign(ids, {
    six: six.id,
    seven: seven.id,
    sixA: sixA.id,
    sevenA: sevenA.id,
    maths: maths.id,
    science: science.id,
    asha: asha.id,
    ravi: ravi.id,
    meena: meena.id,
  });
  const otherSchool = await buildSchool(db, { subdomain: 'tt2' });
  await buildUser(db, otherSchool.id, { username: 'admin@tt2' });
  admin = await signedInClient(t, 'tt', 'admin@tt', testPassword);
  teacher = await signedInClient(t, 'tt', 'asha@tt', testPassword);
  parent = await signedInClient(t, 'tt', family.user.username, testPassword);
  other = await signedInClient(t, 'tt2', 'admin@tt2', testPassword);
});
afterAll(() => t?.close());

describe('holidays', () => {
  const year = Number(today.slice(0, 4));
  const holiday = (overrides: Record<string, unknown> = {}) => ({
    holiday_name: 'Diwali',
    start_date: `${year}-11-01`,
    end_date: `${year}-11-03`,
    applies_to: 'all' as const,
    ...overrides,
  });

  it('adds, lists, edits and deletes a holiday', async () => {
    const created = await admin.ok(createHoliday, { body: holiday() });
    expect(created).toMatchObject({ holiday_name: 'Diwali', start_date: `${year}-11-01` });
    expect(await admin.ok(listHolidays, { query: { year } })).toContainEqual(created);
    const updated = await admin.ok(updateHoliday, {
      body: { ...holiday({ holiday_name: 'Deepavali' }), id: created.id },
    });
    expect(updated.holiday_name).toBe('Deepavali');
    await admin.ok(deleteHoliday, { params: { id: created.id } });
    expect((await admin.call(deleteHoliday, { params: { id: created.id } })).status).toBe(404);
  });

  it('refuses bad input with its message', async () => {
    await admin.refused(
      createHoliday,
      { body: holiday({ holiday_name: ' ' }) },
      'holiday_name',
      'Please enter holiday name',
    );
    await admin.refused(
      createHoliday,
      { body: holiday({ start_date: '2026-02-30' }) },
      'start_date',
      'Please enter a valid start date',
    );
    await admin.refused(
      createHoliday,
      { body: holiday({ end_date: `${year}-10-01` }) },
      'end_date',
      'End date cannot be before the start date',
    );
    await admin.refused(
      createHoliday,
      { body: holiday({ applies_to: 'pets' }) as never },
      'applies_to',
      'Please choose who the holiday is for',
    );
  });

  it("shows a parent only the students' holidays, and writes are refused to them", async () => {
    await admin.ok(createHoliday, {
      body: holiday({ holiday_name: 'Staff Day', applies_to: 'staff' }),
    });
    await admin.ok(createHoliday, {
      body: holiday({ holiday_name: 'Sports Break', applies_to: 'students' }),
    });
    const names = (await parent.ok(listHolidays, { query: { year } })).map((h) => h.holiday_name);
    expect(names).toContain('Sports Break');
    expect(names).not.toContain('Staff Day');
    expect((await parent.call(createHoliday, { body: holiday() })).status).toBe(403);
    expect(await other.ok(listHolidays, { query: { year } })).toEqual([]);
  });
});

describe('school timings, working days and periods', () => {
  it('saves and deletes a timing, refusing an end before the start', async () => {
    const timing = await admin.ok(saveSchoolTiming, {
      body: { shift_name: 'Morning', start_time: '07:30', end_time: '13:30' },
    });
    expect(await admin.ok(listSchoolTimings)).toContainEqual(timing);
    await admin.refused(
      saveSchoolTiming,
      { body: { shift_name: 'Late', start_time: '14:00', end_time: '13:00' } },
      'end_time',
      'End time must be after the start time',
    );
    await admin.refused(
      saveSchoolTiming,
      { body: { shift_name: 'X', start_time: '25:00', end_time: '26:00' } },
      'start_time',
      'Please enter a valid start time',
    );
    await admin.ok(deleteSchoolTiming, { params: { id: timing.id } });
    expect((await other.call(deleteSchoolTiming, { params: { id: timing.id } })).status).toBe(404);
  });

  it('sets the working days (at least one)', async () => {
    expect(await admin.ok(getWorkingDays)).toEqual({ working_days: [1, 2, 3, 4, 5, 6] });
    await admin.refused(
      setWorkingDays,
      { body: { working_days: [] } },
      'working_days',
      'Please choose at least one working day',
    );
    expect(
      await admin.ok(setWorkingDays, { body: { working_days: [7, 1, 2, 3, 4, 5, 6] } }),
    ).toEqual({
      working_days: [1, 2, 3, 4, 5, 6, 7],
    });
  });

  it('maps periods to times, names unique', async () => {
    for (const [name, start, end] of [
      ['Period 1', '08:00', '08:45'],
      ['Period 2', '08:45', '09:30'],
      ['Assembly', '07:45', '08:00'],
    ] as const) {
      const period = await admin.ok(savePeriod, {
        body: { period_name: name, start_time: start, end_time: end },
      });
      ids[name] = period.id;
    }
    expect((await admin.ok(listPeriods)).map((p) => p.period_name)).toEqual([
      'Assembly',
      'Period 1',
      'Period 2',
    ]);
    await admin.refused(
      savePeriod,
      { body: { period_name: 'period 1', start_time: '10:00', end_time: '10:30' } },
      'period_name',
      'A period with this name already exists',
    );
    await admin.ok(deletePeriod, { params: { id: ids.Assembly! } });
  });
});

describe('the class routine', () => {
  const cell = (overrides: Record<string, unknown> = {}) => ({
    class_id: ids.six!,
    section_id: ids.sixA!,
    weekday: 1,
    period_id: ids['Period 1']!,
    subject_id: ids.maths!,
    teacher_id: ids.asha!,
    ...overrides,
  });

  it('fills cells and answers the grid', async () => {
    const saved = await admin.ok(saveRoutineCell, { body: cell() });
    expect(saved).toMatchObject({
      class_name: 'Six',
      section_name: 'A',
      period_name: 'Period 1',
      subject_name: 'Maths',
    });
    await admin.ok(saveRoutineCell, {
      body: cell({ weekday: 2, teacher_id: ids.ravi, subject_id: ids.science }),
    });
    const grid = await admin.ok(getClassRoutine, {
      query: { class_id: ids.six!, section_id: ids.sixA! },
    });
    expect(grid.cells.map((c) => [c.weekday, c.period_name, c.teacher_id])).toEqual([
      [1, 'Period 1', ids.asha],
      [2, 'Period 1', ids.ravi],
    ]);
    // Changing a cell replaces its subject and teacher.
    const changed = await admin.ok(saveRoutineCell, { body: cell({ subject_id: ids.science }) });
    expect(changed.id).toBe(saved.id);
    expect(changed.subject_name).toBe('Science');
  });

  it('refuses a teacher in two places at once, naming the clash', async () => {
    await admin.refused(
      saveRoutineCell,
      { body: cell({ class_id: ids.seven, section_id: ids.sevenA }) },
      'teacher_id',
      'Test asha@tt already teaches Six - A in Period 1 on Monday',
    );
    // The next period is free.
    await admin.ok(saveRoutineCell, {
      body: cell({ class_id: ids.seven, section_id: ids.sevenA, period_id: ids['Period 2'] }),
    });
  });

  it('refuses bad cells', async () => {
    await admin.refused(
      saveRoutineCell,
      { body: cell({ section_id: null }) },
      'section_id',
      'Please select the section',
    );
    await admin.refused(
      saveRoutineCell,
      { body: cell({ section_id: ids.sevenA }) },
      'section_id',
      'Please select the section',
    );
    await admin.refused(
      saveRoutineCell,
      { body: cell({ weekday: 8 }) },
      'weekday',
      'Please choose a day',
    );
    await admin.refused(
      saveRoutineCell,
      { body: cell({ period_id: 999999 }) },
      'period_id',
      'Please select the period',
    );
    await admin.refused(
      saveRoutineCell,
      { body: cell({ teacher_id: ids.meena, subject_id: 999999 }) },
      'subject_id',
      'Please select the subject',
    );
    await admin.refused(
      saveRoutineCell,
      { body: cell({ class_id: 999999 }) },
      'class_id',
      'Please select the class',
    );
    expect((await teacher.call(saveRoutineCell, { body: cell() })).status).toBe(403);
    expect((await other.call(saveRoutineCell, { body: cell() })).status).toBe(400);
  });

  it("shows the teacher's own routine, and deletes a cell once", async () => {
    const mine = await teacher.ok(getMyRoutine, { query: {} });
    expect(mine.cells.map((c) => `${c.class_name}-${c.weekday}-${c.period_name}`)).toEqual([
      'Six-1-Period 1',
      'Seven-1-Period 2',
    ]);
    const theirs = await admin.ok(getTeacherRoutine, { query: { teacher_id: ids.asha! } });
    expect(theirs.cells).toEqual(mine.cells);
    expect(
      (await teacher.call(getTeacherRoutine, { query: { teacher_id: ids.ravi! } })).status,
    ).toBe(403);
    const extra = await admin.ok(saveRoutineCell, { body: cell({ weekday: 3 }) });
    await admin.ok(deleteRoutineCell, { params: { id: extra.id } });
    expect((await admin.call(deleteRoutineCell, { params: { id: extra.id } })).status).toBe(404);
  });
});

describe('proxy teachers', () => {
  it("suggests free teachers of the subject first; the proxy shows in both teachers' routines", async () => {
    const day = today;
    const weekday = weekdayOf(day);
    // Asha teaches Six A in Period 1 today; Meena teaches Maths elsewhere, Ravi is busy then.
    await admin.ok(saveRoutineCell, {
      body: {
        class_id: ids.six!,
        section_id: ids.sixA!,
        weekday,
        period_id: ids['Period 1']!,
        subject_id: ids.maths!,
        teacher_id: ids.asha!,
      },
    });
    await admin.ok(saveRoutineCell, {
      body: {
        class_id: ids.seven!,
        section_id: ids.sevenA!,
        weekday,
        period_id: ids['Period 1']!,
        subject_id: ids.science!,
        teacher_id: ids.ravi!,
      },
    });
    await admin.ok(saveRoutineCell, {
      body: {
        class_id: ids.seven!,
        section_id: ids.sevenA!,
        weekday: (weekday % 7) + 1,
        period_id: ids['Period 2']!,
        subject_id: ids.maths!,
        teacher_id: ids.meena!,
      },
    });
    const plan = await admin.ok(getProxyPlan, { query: { date: day, teacher_id: ids.asha! } });
    const first = plan.find((row) => row.cell.period_name === 'Period 1')!;
    expect(first.proxy).toBeNull();
    expect(first.suggestions.map((s) => [s.teacher_id, s.same_subject])).toEqual([
      [ids.meena, true],
    ]);
    await admin.refused(
      assignProxy,
      { body: { date: day, routine_id: first.cell.id, proxy_teacher_id: ids.ravi! } },
      'proxy_teacher_id',
      'This teacher is not free in that period',
    );
    await admin.refused(
      assignProxy,
      { body: { date: addDays(day, 1), routine_id: first.cell.id, proxy_teacher_id: ids.meena! } },
      'routine_id',
      'Routine entry not found.',
    );
    const proxy = await admin.ok(assignProxy, {
      body: { date: day, routine_id: first.cell.id, proxy_teacher_id: ids.meena! },
    });
    expect(proxy!.teacher_name).toBe('Test meena@tt');

    const meena = await signedInClient(t, 'tt', 'meena@tt', testPassword);
    const meenaRoutine = await meena.ok(getMyRoutine, { query: { date: day } });
    expect(meenaRoutine.proxies_taken.map((p) => p.id)).toEqual([first.cell.id]);
    const ashaRoutine = await teacher.ok(getMyRoutine, { query: { date: day } });
    expect(ashaRoutine.proxies_given.map((p) => p.proxy_teacher_name)).toEqual(['Test meena@tt']);
    const meenaToday = await meena.ok(listTodayPeriods);
    expect(meenaToday).toContainEqual(
      expect.objectContaining({ class_name: 'Six', is_proxy: true }),
    );
    const ashaToday = await teacher.ok(listTodayPeriods);
    expect(ashaToday).toContainEqual(
      expect.objectContaining({ class_name: 'Six', given_to: 'Test meena@tt' }),
    );

    // The class selects: Meena teaches Seven B (routine) and, on the proxy's day, Six A too.
    const place = (classId: number, sectionId: number) => ({
      class_id: classId,
      section_id: sectionId,
    });
    expect(await meena.ok(listTaughtPlaces, { query: {} })).toEqual({
      all: false,
      places: [place(ids.seven!, ids.sevenA!)],
    });
    expect((await meena.ok(listTaughtPlaces, { query: { date: day } })).places).toEqual(
      [place(ids.six!, ids.sixA!), place(ids.seven!, ids.sevenA!)].sort(
        (a, b) => a.class_id - b.class_id,
      ),
    );
    expect((await meena.ok(listTaughtPlaces, { query: { date: addDays(day, 1) } })).places).toEqual(
      [place(ids.seven!, ids.sevenA!)],
    );
    expect(await admin.ok(listTaughtPlaces, { query: { date: day } })).toEqual({
      all: true,
      places: [],
    });

    await admin.ok(deleteProxy, { params: { id: proxy!.id } });
    expect((await admin.call(deleteProxy, { params: { id: proxy!.id } })).status).toBe(404);
    expect(
      (
        await teacher.call(assignProxy, {
          body: { date: day, routine_id: first.cell.id, proxy_teacher_id: ids.meena! },
        })
      ).status,
    ).toBe(403);
  });
});
