import {
  checkerRoutes,
  createExam,
  createExamType,
  deleteExam,
  deleteExamType,
  downloadClassReportCards,
  downloadPaper,
  downloadReportCard,
  getGradeScale,
  getMarksGrid,
  getSeatPlan,
  getStudentResult,
  listExams,
  listExamTypes,
  listMarkableExams,
  listPapers,
  planSeatsRoute,
  publishResults,
  saveCoScholastic,
  saveGradeScale,
  saveMarks,
  setterRoutes,
  updateExam,
  updateExamType,
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
import { type Client, sendRoute, signedInClient } from '../../../test/helpers/call.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let checker: Client;
let otherTeacher: Client;
let thirdTeacher: Client;
let parent: Client;
let otherParent: Client;
const ids = {} as Record<
  'session' | 'classA' | 'classB' | 'maths' | 'science' | 'checker' | 'other' | 'type' | 'weekly',
  number
>;
const studentsA: number[] = [];
let studentB: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'examhall', name: 'Exam Hall School' });
  const session = await buildSession(db, school.id);
  const [classA, classB] = [
    await buildClass(db, school.id, { name: 'Class 7' }),
    await buildClass(db, school.id, { name: 'Class 8' }),
  ];
  const place = { sessionId: session.id, classId: classA.id };
  const maths = await buildSubject(db, school.id, { name: 'Mathematics' }, place);
  const science = await buildSubject(db, school.id, { name: 'Science' }, place);
  const sections = {
    A: await buildSection(db, { tenantId: school.id, ...place }, { name: 'A' }),
    B: await buildSection(db, { tenantId: school.id, ...place }, { name: 'B' }),
  };
  for (const [roll, name, section] of [
    [2, 'Bina Rao', 'A'],
    [1, 'Arjun Das', 'A'],
    [3, 'Chitra Nair', 'B'],
  ] as const)
    studentsA.push(
      await buildStudent(db, {
        tenantId: school.id,
        sessionId: session.id,
        classId: classA.id,
        sectionId: sections[section].id,
        rollNumber: roll,
        name,
      }),
    );
  studentB = await buildStudent(db, {
    tenantId: school.id,
    sessionId: session.id,
    classId: classB.id,
    rollNumber: 1,
    name: 'Dev Shah',
  });
  await buildUser(db, school.id, { username: 'admin@examhall' });
  const checkerUser = await buildUser(db, school.id, { username: 'checker@examhall', roleId: 6 });
  const otherUser = await buildUser(db, school.id, { username: 'other@examhall', roleId: 6 });
  await buildUser(db, school.id, { username: 'third@examhall', roleId: 6 });
  const family = await buildParent(db, school.id, [studentsA[0]!]);
  const otherFamily = await buildParent(db, school.id, [studentB]);
  Object.assign(ids, {
    session: session.id,
    classA: classA.id,
    classB: classB.id,
    maths: maths.id,
    science: science.id,
    checker: checkerUser.id,
    other: otherUser.id,
  });
  const sign = (username: string) => signedInClient(t, 'examhall', username, testPassword);
  [admin, checker, otherTeacher, thirdTeacher, parent, otherParent] = await Promise.all([
    sign('admin@examhall'),
    sign('checker@examhall'),
    sign('other@examhall'),
    sign('third@examhall'),
    sign(family.user.username),
    sign(otherFamily.user.username),
  ]);
});
afterAll(() => t?.close());

/** A file route's answer (a PDF), as the client's browser would receive it. */
const download = (
  client: Client,
  route: typeof downloadReportCard | typeof downloadClassReportCards,
  query: Record<string, unknown>,
) => sendRoute(t.app, route, { query }, { host: client.host, cookie: client.cookie });

const paper = (overrides: Record<string, unknown> = {}) => ({
  exam_type_id: ids.type,
  session_id: ids.session,
  class_id: ids.classA,
  subject_id: ids.maths,
  exam_date: '2026-12-01',
  start_time: '10:00',
  end_time: '13:00',
  full_mark: 80,
  min_mark: 27,
  ...overrides,
});

describe('exam types', () => {
  it('adds, renames and lists exam types; a name is used once', async () => {
    const type = await admin.ok(createExamType, {
      body: { exam_type_name: 'Half Yearly', weight: 80 },
    });
    ids.type = type.id;
    ids.weekly = (
      await admin.ok(createExamType, { body: { exam_type_name: 'Periodic Test 1', weight: 20 } })
    ).id;
    await admin.refused(
      createExamType,
      { body: { exam_type_name: 'half yearly', weight: 0 } },
      'exam_type_name',
      'This exam type already exists',
    );
    await admin.refused(
      createExamType,
      { body: { exam_type_name: ' ', weight: 0 } },
      'exam_type_name',
      'Please enter exam type name',
    );
    await admin.refused(
      createExamType,
      { body: { exam_type_name: 'X', weight: 101 } },
      'weight',
      'Weight must be a whole number from 0 to 100',
    );
    const renamed = await admin.ok(updateExamType, {
      body: { id: ids.weekly, exam_type_name: 'Periodic Test', weight: 20 },
    });
    expect(renamed.exam_type_name).toBe('Periodic Test');
    const { examTypes } = await parent.ok(listExamTypes);
    expect(examTypes.map((e) => e.exam_type_name)).toEqual(['Half Yearly', 'Periodic Test']);
    expect(
      (await otherTeacher.call(createExamType, { body: { exam_type_name: 'Y', weight: 0 } }))
        .status,
    ).toBe(403);
  });
});

describe('the schedule', () => {
  it('schedules papers and refuses a class two papers at once, with a clear message', async () => {
    const maths = await admin.ok(createExam, { body: paper() });
    expect(maths).toMatchObject({
      subject: { label: 'Mathematics' },
      time: '10:00 - 13:00',
      class_name: 'Class 7',
    });
    const clash = await admin.call(createExam, {
      body: paper({ subject_id: ids.science, start_time: '12:00', end_time: '14:00' }),
    });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe(
      'This class already has Mathematics on 2026-12-01 at 10:00 - 13:00',
    );
    await admin.ok(createExam, {
      body: paper({ subject_id: ids.science, exam_date: '2026-12-02' }),
    });
    // Another class may sit a paper at the same time.
    await admin.ok(createExam, { body: paper({ class_id: ids.classB }) });
    await admin.refused(
      createExam,
      { body: paper({ exam_date: '2026-12-05' }) },
      'subject_id',
      'This subject is already scheduled in this exam for the class',
    );
  });

  it.each([
    [{ min_mark: 81 }, 'min_mark', 'Minimum marks cannot be more than full marks'],
    [{ end_time: '09:00' }, 'end_time', 'End time must be after start time'],
    [{ start_time: '25:00' }, 'start_time', 'Please enter a valid time (HH:MM)'],
    [{ exam_date: '2026-02-30' }, 'exam_date', 'Please enter a valid exam date'],
    [{ full_mark: 0 }, 'full_mark', 'Full marks must be a whole number from 1 to 1000'],
    [{ subject_id: 999999 }, 'subject_id', 'Please select subject'],
  ])('refuses %o', async (overrides, field, message) => {
    await admin.refused(
      createExam,
      { body: paper({ subject_id: ids.science, exam_date: '2026-12-09', ...overrides }) },
      field,
      message,
    );
  });

  it('moves a paper without clashing with itself, and refuses deleting a type in use', async () => {
    const { examination_list } = await admin.ok(listExams, {
      query: { exam_type_id: ids.type, class_id: ids.classA },
    });
    expect(examination_list.map((e) => e.subject.label)).toEqual(['Mathematics', 'Science']);
    const maths = examination_list[0]!;
    await admin.ok(updateExam, { body: { ...paper(), id: maths.id, end_time: '12:30' } });
    await admin.refused(
      deleteExamType,
      { params: { id: ids.type } },
      'id',
      'This exam type has exams scheduled; delete them first',
    );
    const extra = await admin.ok(createExam, {
      body: paper({ exam_type_id: ids.weekly, exam_date: '2026-11-20' }),
    });
    await admin.ok(deleteExam, { params: { id: extra.id } });
    expect((await admin.call(deleteExam, { params: { id: extra.id } })).status).toBe(404);
  });

  it("shows a parent only their child's class, and 'not found' for another family's child", async () => {
    const own = await parent.ok(listExams, { query: { exam_type_id: ids.type } });
    expect(own.examination_list.every((e) => e.class_id === ids.classA)).toBe(true);
    expect(own.examination_list).toHaveLength(2);
    const other = await parent.call(listExams, {
      query: { exam_type_id: ids.type, student_id: studentB },
    });
    expect(other.status).toBe(404);
    const empty = await parent.ok(listExams, { query: { exam_type_id: ids.weekly } });
    expect(empty.examination_list).toEqual([]);
  });
});

describe('grade scale', () => {
  it('starts with the CBSE preset and takes a school scale checked whole', async () => {
    const preset = await admin.ok(getGradeScale);
    expect(preset.is_preset).toBe(1);
    expect(preset.bands.map((b) => `${b.grade} ${b.min_percent}-${b.max_percent}`).join(', ')).toBe(
      'A1 91-100, A2 81-90, B1 71-80, B2 61-70, C1 51-60, C2 41-50, D 33-40, E1 21-32, E2 0-20',
    );
    await admin.refused(
      saveGradeScale,
      {
        body: {
          bands: [
            { grade: 'A', min_percent: 50, max_percent: 100 },
            { grade: 'B', min_percent: 0, max_percent: 40 },
          ],
        },
      },
      'bands',
      'Bands A and B must meet without a gap or overlap',
    );
    const saved = await admin.ok(saveGradeScale, { body: { bands: preset.bands } });
    expect(saved.is_preset).toBe(0);
  });
});

describe('checking teachers and marks', () => {
  let mathsExam: number;

  it('names a checker; only the checker (or the exam admin) enters marks', async () => {
    mathsExam = (
      await admin.ok(listExams, { query: { exam_type_id: ids.type, class_id: ids.classA } })
    ).examination_list[0]!.id;
    const duty = await admin.ok(checkerRoutes.save, {
      body: {
        exam_type_id: ids.type,
        session_id: ids.session,
        class_id: ids.classA,
        subject_id: ids.maths,
        teacher_id: ids.checker,
      },
    });
    expect(duty).toMatchObject({
      subject_name: 'Mathematics',
      teacher_name: 'Test checker@examhall',
    });
    await admin.refused(
      checkerRoutes.save,
      { body: { ...duty, teacher_id: 999999 } },
      'teacher_id',
      'Please select teacher',
    );
    expect(
      (await checker.ok(listMarkableExams, { query: { exam_type_id: ids.type } })).map(
        (e) => e.subject.label,
      ),
    ).toEqual(['Mathematics']);
    expect(await otherTeacher.ok(listMarkableExams, { query: { exam_type_id: ids.type } })).toEqual(
      [],
    );
    const refused = await otherTeacher.call(saveMarks, {
      body: { exam_id: mathsExam, marks: [{ student_id: studentsA[0]!, obtain_mark: 50 }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You can enter marks only for the subjects and classes you check',
    );
    expect((await otherTeacher.call(getMarksGrid, { query: { exam_id: mathsExam } })).status).toBe(
      403,
    );
  });

  it('lists the class by roll number and saves marks, absent as its own mark', async () => {
    const grid = await checker.ok(getMarksGrid, { query: { exam_id: mathsExam } });
    // The class's sections in one grid, each student's section named.
    expect(grid.rows.map((r) => [r.roll_number, r.student_name, r.section_name])).toEqual([
      [1, 'Arjun Das', 'A'],
      [2, 'Bina Rao', 'A'],
      [3, 'Chitra Nair', 'B'],
    ]);
    const [bina, arjun, chitra] = studentsA as [number, number, number];
    const saved = await checker.ok(saveMarks, {
      body: {
        exam_id: mathsExam,
        marks: [
          { student_id: arjun, obtain_mark: 80, comment: 'Full marks' },
          { student_id: bina, obtain_mark: 72.5, comment: 'Good' },
          { student_id: chitra, obtain_mark: null, is_absent: true },
        ],
      },
    });
    expect(saved.rows.map((r) => [r.obtain_mark, r.is_absent])).toEqual([
      [80, false],
      [72.5, false],
      [null, true],
    ]);
  });

  it('refuses marks above full marks, for a student of another class, or malformed, writing nothing', async () => {
    const [bina] = studentsA as [number];
    await checker.refused(
      saveMarks,
      {
        body: {
          exam_id: mathsExam,
          marks: [
            { student_id: bina, obtain_mark: 10 },
            { student_id: studentsA[1]!, obtain_mark: 80.5 },
          ],
        },
      },
      'marks.1.obtain_mark',
      'Marks cannot be more than full marks (80)',
    );
    await checker.refused(
      saveMarks,
      { body: { exam_id: mathsExam, marks: [{ student_id: studentB, obtain_mark: 10 }] } },
      'marks.0.student_id',
      'This student is not in the class',
    );
    await checker.refused(
      saveMarks,
      { body: { exam_id: mathsExam, marks: [{ student_id: bina, obtain_mark: -1 }] } },
      'marks.0.obtain_mark',
      'Marks must be a number, 0 or more, with at most two decimals',
    );
    await checker.refused(
      saveMarks,
      { body: { exam_id: mathsExam, marks: [{ student_id: bina, obtain_mark: 1.234 }] } },
      'marks.0.obtain_mark',
      'Marks must be a number, 0 or more, with at most two decimals',
    );
    const grid = await checker.ok(getMarksGrid, { query: { exam_id: mathsExam } });
    expect(grid.rows.find((r) => r.student_id === bina)?.obtain_mark).toBe(72.5);
  });
});

describe('results, publishing and report cards', () => {
  const query = () => ({ exam_type_id: ids.type, student_id: studentsA[0]! });

  it('keeps results from parents until the admin publishes them', async () => {
    expect((await parent.call(getStudentResult, { query: query() })).status).toBe(404);
    expect(
      (
        await checker.call(publishResults, {
          body: {
            exam_type_id: ids.type,
            session_id: ids.session,
            class_id: ids.classA,
            publish: true,
          },
        })
      ).status,
    ).toBe(403);
    const published = await admin.ok(publishResults, {
      body: {
        exam_type_id: ids.type,
        session_id: ids.session,
        class_id: ids.classA,
        publish: true,
      },
    });
    expect(published.papers).toBe(2);
  });

  it("shows the parent their child's result with percentage and grade at the band edges", async () => {
    const result = await parent.ok(getStudentResult, { query: query() });
    expect(result.rows[0]).toEqual({
      subject_name: 'Mathematics',
      full_marks: 80,
      min_marks: 27,
      obtain_marks: 72.5,
      percentage: 90.63,
      grade: 'A2',
      comment: 'Good',
    });
    expect(result.rows[1]).toMatchObject({
      subject_name: 'Science',
      obtain_marks: null,
      grade: null,
    });
    // The unmarked Science paper stays out of the totals; the year weighs the published exam.
    expect(result).toMatchObject({
      total_full: 80,
      total_obtained: 72.5,
      percentage: 90.63,
      grade: 'A2',
      year_percentage: 90.63,
    });
    const arjun = await admin.ok(getStudentResult, {
      query: { ...query(), student_id: studentsA[1]! },
    });
    expect(arjun.rows[0]).toMatchObject({ obtain_marks: 80, percentage: 100, grade: 'A1' });
    const chitra = await admin.ok(getStudentResult, {
      query: { ...query(), student_id: studentsA[2]! },
    });
    expect(chitra.rows[0]).toMatchObject({ obtain_marks: 'AB', percentage: 0, grade: 'E2' });
    expect(
      (await parent.call(getStudentResult, { query: { ...query(), student_id: studentB } })).status,
    ).toBe(404);
    expect((await otherParent.call(getStudentResult, { query: query() })).status).toBe(404);
  });

  it('records co-scholastic grades A to E', async () => {
    await admin.refused(
      saveCoScholastic,
      { body: { ...query(), grades: [{ area: 'Art', grade: 'F' as 'A' }] } },
      'grades.0.grade',
      'Grades must be A, B, C, D or E',
    );
    await admin.ok(saveCoScholastic, {
      body: {
        ...query(),
        grades: [
          { area: 'Work', grade: 'A' },
          { area: 'Discipline', grade: 'B' },
        ],
      },
    });
    const result = await parent.ok(getStudentResult, { query: query() });
    expect(result.co_scholastic).toEqual([
      { area: 'Work', grade: 'A' },
      { area: 'Discipline', grade: 'B' },
    ]);
  });

  it('renders report cards as PDFs with the school name, for one student and a class', async () => {
    const one = await download(parent, downloadReportCard, query());
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(one.rawPayload);
    for (const expected of [
      'Exam Hall School',
      'Report Card',
      'Half Yearly',
      'Bina Rao',
      'Mathematics',
      '72.5',
      'A2',
      'Work',
      'Admission No.',
      'TEST/',
      'Date of Birth',
      '01-06-2016',
      "Father's Name",
      'Not marked',
      '90.63% of the 1 of 2 papers marked so far, grade A2',
      'Result awaited',
      'Class Teacher',
      'Parent / Guardian',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('of all');
    expect((await download(otherParent, downloadReportCard, query())).statusCode).toBe(404);
    const classQuery = { exam_type_id: ids.type, class_id: ids.classA };
    const all = await download(admin, downloadClassReportCards, classQuery);
    expect(all.statusCode).toBe(200);
    const pages = (await readPdfText(all.rawPayload)).split('\n');
    expect(pages).toHaveLength(3);
    expect(pages[2]).toContain('Chitra Nair');
    expect(pages[2]).toContain('Below pass mark');
    expect(pages[2]).toContain('Needs improvement');
    expect((await download(parent, downloadClassReportCards, classQuery)).statusCode).toBe(403);
  });
});

describe('question setters and seat plans', () => {
  it('names a setter and lists setters', async () => {
    await admin.ok(setterRoutes.save, {
      body: {
        exam_type_id: ids.type,
        session_id: ids.session,
        class_id: ids.classA,
        subject_id: ids.science,
        teacher_id: ids.other,
      },
    });
    const list = await checker.ok(setterRoutes.list, { query: { exam_type_id: ids.type } });
    expect(list.map((d) => [d.subject_name, d.teacher_name])).toEqual([
      ['Science', 'Test other@examhall'],
    ]);
    await admin.ok(setterRoutes.remove, { params: { id: list[0]!.id } });
    expect((await admin.call(setterRoutes.remove, { params: { id: list[0]!.id } })).status).toBe(
      404,
    );
  });

  it('spreads two classes over rooms by roll number and refuses too few seats', async () => {
    const body = {
      exam_type_id: ids.type,
      class_ids: [ids.classA, ids.classB],
      rooms: [
        { room_name: 'Room 1', capacity: 2 },
        { room_name: 'Room 2', capacity: 5 },
      ],
    };
    const plan = await admin.ok(planSeatsRoute, { body });
    expect(plan.rooms.map((r) => r.seats.map((s) => s.student_name))).toEqual([
      ['Arjun Das', 'Dev Shah'],
      ['Bina Rao', 'Chitra Nair'],
    ]);
    await admin.refused(
      planSeatsRoute,
      { body: { ...body, rooms: [{ room_name: 'Room 1', capacity: 3 }] } },
      'rooms',
      'The rooms have 3 seats for 4 students',
    );
    expect(
      (await checker.ok(getSeatPlan, { query: { exam_type_id: ids.type } })).rooms,
    ).toHaveLength(2);
  });
});

/** Posts a question paper as multipart (text field exam_id, part `file`). */
function uploadAs(client: Client, examId: number, file: { name: string; bytes: Buffer }) {
  const boundary = '----exams-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="exam_id"\r\n\r\n${examId}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/school/examination/question_paper',
    headers: {
      host: client.host,
      cookie: client.cookie!,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('question papers', () => {
  const pdf = Buffer.from('%PDF-1.4\n% a question paper\n%%EOF\n');
  let future: number;
  let past: number;

  it('takes a paper from its setter only, as pdf/doc/docx by its bytes', async () => {
    future = (
      await admin.ok(listExams, { query: { exam_type_id: ids.type, class_id: ids.classA } })
    ).examination_list[0]!.id;
    past = (
      await admin.ok(createExam, {
        body: paper({ exam_type_id: ids.weekly, exam_date: '2026-01-10' }),
      })
    ).id;
    await admin.ok(setterRoutes.save, {
      body: {
        exam_type_id: ids.type,
        session_id: ids.session,
        class_id: ids.classA,
        subject_id: ids.maths,
        teacher_id: ids.other,
      },
    });
    const byChecker = await uploadAs(checker, future, { name: 'maths.pdf', bytes: pdf });
    expect(byChecker.statusCode).toBe(403);
    expect(byChecker.json().message).toBe(
      'Only the question setter of this paper or the exam admin can upload it',
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const disguised = await uploadAs(otherTeacher, future, { name: 'maths.pdf', bytes: png });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('Upload only .docx, .doc, .pdf');
    const empty = await uploadAs(otherTeacher, future, {
      name: 'maths.pdf',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    const uploaded = await uploadAs(otherTeacher, future, { name: 'maths.pdf', bytes: pdf });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await uploadAs(admin, past, { name: 'weekly.pdf', bytes: pdf })).statusCode).toBe(200);
  });

  it('hides a paper before its exam from all but its setter, checker and the admin', async () => {
    const listOf = async (client: Client, examTypeId: number) =>
      (await client.ok(listPapers, { query: { exam_type_id: examTypeId } })).map((p) => p.exam_id);
    expect(await listOf(otherTeacher, ids.type)).toEqual([future]);
    expect(await listOf(checker, ids.type)).toEqual([future]);
    expect(await listOf(admin, ids.type)).toEqual([future]);
    expect(await listOf(thirdTeacher, ids.type)).toEqual([]);
    const paperId = (await admin.ok(listPapers, { query: { exam_type_id: ids.type } }))[0]!.id;
    const fetch = (client: Client, id: number) =>
      sendRoute(
        t.app,
        downloadPaper,
        { params: { id } },
        { host: client.host, cookie: client.cookie },
      );
    expect((await fetch(thirdTeacher, paperId)).statusCode).toBe(404);
    const bySetter = await fetch(otherTeacher, paperId);
    expect(bySetter.statusCode).toBe(200);
    expect(bySetter.rawPayload.equals(pdf)).toBe(true);
    // Once its exam has started a paper is open to every one of the question-paper pages.
    expect(await listOf(thirdTeacher, ids.weekly)).toEqual([past]);
    expect(
      (await thirdTeacher.call(listPapers, { query: { exam_type_id: ids.type } })).status,
    ).toBe(200);
    expect((await parent.call(listPapers, { query: { exam_type_id: ids.type } })).status).toBe(403);
  });
});
