import {
  downloadClassReportCards,
  downloadReportCard,
  getStudentResult,
  saveCoScholastic,
  saveReportCardRemarks,
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
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { studentAttendance } from '../attendance/tables.ts';
import { examMarks, exams, examTypes } from './tables.ts';

let t: TestApp;
let admin: Client;
let parent: Client;
const ids = {} as Record<'session' | 'class' | 'anu' | 'bala' | 'pt1' | 'halfYearly', number>;
/** The Half Yearly papers by subject, to mark the rest later. */
const halfYearlyPaper = new Map<string, number>();
let tenantId: number;
let adminId: number;

/**
 * Class "1" with section "A": Anu (father and mother) and Bala; four subjects; Periodic Test 1
 * (weight 20, in July, published and marked) and Half Yearly (weight 80, in September, only
 * Anu's English marked); four register days in July, Anu present on three.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const school = await buildSchool(db, { subdomain: 'cards', name: 'Cards Model School' });
  tenantId = school.id;
  const session = await buildSession(db, tenantId, { name: '2026-27' });
  const klass = await buildClass(db, tenantId, { name: '1' });
  const section = await buildSection(
    db,
    { tenantId, sessionId: session.id, classId: klass.id },
    { name: 'A' },
  );
  const place = { tenantId, sessionId: session.id, classId: klass.id, sectionId: section.id };
  const anu = await buildStudent(db, { ...place, rollNumber: 1, name: 'Anu Sharma' });
  const bala = await buildStudent(db, { ...place, rollNumber: 2, name: 'Bala Iyer' });
  const father = await buildParent(db, tenantId, [anu], { fullName: 'Raj Sharma' });
  await buildParent(db, tenantId, [anu], { parentType: 2, fullName: 'Meera Sharma' });
  const subjects: Array<{ id: number; name: string }> = [];
  for (const name of ['English', 'Mathematics', 'Science', 'Hindi'])
    subjects.push(
      await buildSubject(db, tenantId, { name }, { sessionId: session.id, classId: klass.id }),
    );
  const user = await buildUser(db, tenantId, { username: 'admin@cards' });
  adminId = user.id;
  Object.assign(ids, { session: session.id, class: klass.id, anu, bala });
  await withPlatform(db, async (tx) => {
    const [pt1, halfYearly] = await tx
      .insert(examTypes)
      .values([
        { tenantId, name: 'Periodic Test 1', weight: 20 },
        { tenantId, name: 'Half Yearly', weight: 80 },
      ])
      .returning();
    Object.assign(ids, { pt1: pt1!.id, halfYearly: halfYearly!.id });
    const paper = (typeId: number, subjectId: number, date: string, full: number, min: number) => ({
      tenantId,
      examTypeId: typeId,
      sessionId: session.id,
      classId: klass.id,
      subjectId,
      examDate: date,
      startTime: '09:00',
      endTime: '10:00',
      fullMark: full,
      minMark: min,
    });
    const pt1Papers = await tx
      .insert(exams)
      .values(
        subjects.map((s, i) => ({
          ...paper(pt1!.id, s.id, `2026-07-1${i}`, 25, 9),
          resultPublished: true,
        })),
      )
      .returning();
    const hyPapers = await tx
      .insert(exams)
      .values(subjects.map((s, i) => paper(halfYearly!.id, s.id, `2026-09-2${i + 1}`, 80, 27)))
      .returning();
    for (const [i, p] of hyPapers.entries()) halfYearlyPaper.set(subjects[i]!.name, p.id);
    const mark = (examId: number, studentId: number, obtainMark: number) => ({
      tenantId,
      examId,
      studentId,
      obtainMark,
      enteredBy: user.id,
    });
    // Anu 20 + 22 + 18 + 15 of 100 (75%); Bala 5 of 25 in English, below the pass mark 9.
    await tx
      .insert(examMarks)
      .values([
        ...[20, 22, 18, 15].map((m, i) => mark(pt1Papers[i]!.id, anu, m)),
        ...[5, 20, 20, 20].map((m, i) => mark(pt1Papers[i]!.id, bala, m)),
        mark(hyPapers[0]!.id, anu, 64),
      ]);
    const day = (date: string, status: 'present' | 'absent') => ({
      tenantId,
      sessionId: session.id,
      date,
      classId: klass.id,
      sectionId: section.id,
      studentId: anu,
      status,
      markedBy: user.id,
    });
    // Four school days (Monday to Thursday); a Sunday and a day after the exam do not count.
    await tx
      .insert(studentAttendance)
      .values([
        day('2026-07-06', 'present'),
        day('2026-07-07', 'present'),
        day('2026-07-08', 'absent'),
        day('2026-07-09', 'present'),
        day('2026-07-12', 'present'),
        day('2026-09-28', 'present'),
      ]);
  });
  admin = await signedInClient(t, 'cards', 'admin@cards', testPassword);
  parent = await signedInClient(t, 'cards', father.user.username, testPassword);
});
afterAll(() => t?.close());

const query = (examTypeId: number, studentId = ids.anu) => ({
  exam_type_id: examTypeId,
  student_id: studentId,
});
const download = (
  client: Client,
  route: typeof downloadReportCard | typeof downloadClassReportCards,
  q: Record<string, unknown>,
) => sendRoute(t.app, route, { query: q }, { host: client.host, cookie: client.cookie });

describe('the report card', () => {
  it("answers the student's particulars, the terms with their weights, attendance and result", async () => {
    const result = await admin.ok(getStudentResult, { query: query(ids.halfYearly) });
    expect(result.particulars).toEqual({
      admission_no: expect.stringMatching(/^TEST\//),
      date_of_birth: '2016-06-01',
      class_section: '1 - A',
      father_name: 'Raj Sharma',
      mother_name: 'Meera Sharma',
    });
    // 64 of 80 in the one paper marked: 80% of that paper, said so; full marks always shown.
    expect(result).toMatchObject({ total_full: 80, total_obtained: 64, percentage: 80 });
    expect(result.rows.map((r) => r.full_marks)).toEqual([80, 80, 80, 80]);
    expect(result.terms.terms).toEqual([
      {
        exam_type_id: ids.pt1,
        exam_type_name: 'Periodic Test 1',
        weight: 20,
        papers: 4,
        marked: 4,
        percentage: 75,
      },
      {
        exam_type_id: ids.halfYearly,
        exam_type_name: 'Half Yearly',
        weight: 80,
        papers: 4,
        marked: 1,
        percentage: 80,
      },
    ]);
    expect(result.terms.subjects[0]).toEqual({
      subject_name: 'English',
      marks: [
        { obtain_marks: 20, full_marks: 25 },
        { obtain_marks: 64, full_marks: 80 },
      ],
      weighted_percentage: 80,
    });
    expect(result.terms.subjects[3]).toMatchObject({
      subject_name: 'Hindi',
      marks: [{ obtain_marks: 15 }, { obtain_marks: null, full_marks: 80 }],
      weighted_percentage: 60,
    });
    // 75 weighted 20 and 80 weighted 80.
    expect(result.year_percentage).toBe(79);
    expect(result.attendance).toEqual({ working_days: 4, days_present: 3, up_to: '2026-09-24' });
    expect(result.outcome).toBe('Result awaited');
  });

  it('says Passed in a term, Needs improvement below a pass mark, Promoted after the final exam', async () => {
    expect((await admin.ok(getStudentResult, { query: query(ids.pt1) })).outcome).toBe('Passed');
    const bala = await admin.ok(getStudentResult, { query: query(ids.pt1, ids.bala) });
    expect(bala.outcome).toBe('Needs improvement');
    expect(bala.attendance).toMatchObject({ working_days: 4, days_present: 0 });
    await withPlatform(t.database.db, (tx) =>
      tx.insert(examMarks).values(
        ['Mathematics', 'Science', 'Hindi'].map((subject) => ({
          tenantId,
          examId: halfYearlyPaper.get(subject)!,
          studentId: ids.anu,
          obtainMark: 60,
          enteredBy: adminId,
        })),
      ),
    );
    const final = await admin.ok(getStudentResult, { query: query(ids.halfYearly) });
    expect(final.outcome).toBe('Promoted');
    expect(final.terms.terms[1]).toMatchObject({ marked: 4 });
  });

  it('keeps remarks and shows a parent only published terms', async () => {
    await admin.refused(
      saveReportCardRemarks,
      { body: { ...query(ids.halfYearly), remarks: 'x'.repeat(501) } },
      'remarks',
      'Remarks must be at most 500 characters',
    );
    expect(
      await admin.ok(saveReportCardRemarks, {
        body: { ...query(ids.halfYearly), remarks: '  Reads well; practise tables daily. ' },
      }),
    ).toEqual({ remarks: 'Reads well; practise tables daily.' });
    expect(
      (await parent.call(saveReportCardRemarks, { body: { ...query(ids.pt1), remarks: '' } }))
        .status,
    ).toBe(403);
    const own = await parent.ok(getStudentResult, { query: query(ids.pt1) });
    expect(own.terms.terms.map((term) => term.exam_type_name)).toEqual(['Periodic Test 1']);
    expect(own.year_percentage).toBe(75);
    // The first term's card holds no later term, for staff either.
    const first = await admin.ok(getStudentResult, { query: query(ids.pt1) });
    expect(first.terms.terms).toHaveLength(1);
    expect((await parent.call(getStudentResult, { query: query(ids.halfYearly) })).status).toBe(
      404,
    );
  });

  it('prints every part on the PDF: particulars, terms with weights, attendance, result, signatures', async () => {
    await admin.ok(saveCoScholastic, {
      body: {
        ...query(ids.halfYearly),
        grades: [
          { area: 'Work', grade: 'A' },
          { area: 'Art', grade: 'B' },
        ],
      },
    });
    const pdf = await download(admin, downloadReportCard, query(ids.halfYearly));
    expect(pdf.statusCode).toBe(200);
    const text = await readPdfText(pdf.rawPayload);
    for (const expected of [
      'Cards Model School',
      'Report Card — Half Yearly',
      'Anu Sharma',
      'Admission No.',
      '1 - A',
      'Date of Birth',
      '01-06-2016',
      'Raj Sharma',
      'Meera Sharma',
      'Session',
      '2026-27',
      'Scholastic Areas — Half Yearly',
      'Pass Marks',
      'Periodic Test 1 (weight 20)',
      'Half Yearly (weight 80)',
      '20 / 25',
      '64 / 80',
      'Weighted',
      'Co-scholastic Area',
      'Work',
      'Promoted',
      '3 of 4 working days (75%)',
      "Class Teacher's Remarks",
      'Reads well; practise tables daily.',
      'Class Teacher',
      'Principal',
      'A1 91–100',
      'E2 0–20',
    ])
      expect(text).toContain(expected);
    const bala = await readPdfText(
      (await download(admin, downloadReportCard, query(ids.pt1, ids.bala))).rawPayload,
    );
    expect(bala).toContain('Below pass mark');
    expect(bala).toContain('Needs improvement');
    expect(bala).toContain('0 of 4 working days (0%)');
  });

  it('prints a whole class, a page each', async () => {
    const all = await download(admin, downloadClassReportCards, {
      exam_type_id: ids.pt1,
      class_id: ids.class,
    });
    const pages = (await readPdfText(all.rawPayload)).split('\n');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Anu Sharma');
    expect(pages[1]).toContain('Bala Iyer');
  });
});
