import {
  addDays,
  type BodyOf,
  createTc,
  downloadTcPdf,
  getTcPrefill,
  issueBook,
  listDiscontinuedStudents,
  listTc,
  listTcStudents,
  pageIdsOfKeys,
  saveSchoolInformation,
  setAccessRight,
  tcMessages,
  todayIn,
  updateTc,
  viewTc,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildCharge } from '../../../test/factories/fee-collection.ts';
import { buildBook } from '../../../test/factories/library.ts';
import { buildRecordsSchool, type RecordsSchool } from '../../../test/factories/student-records.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { type Client, sendRoute, signedInClient } from '../../../test/helpers/call.ts';
import {
  expectRefused,
  grantParentPages,
  restoreParentPages,
} from '../../../test/helpers/parents-refused.ts';
import { readPdfText } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { scopeOf } from '../../platform/scope.ts';
import { checkDues } from './dues-providers.ts';

let t: TestApp;
let s: RecordsSchool;
const today = todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  s = await buildRecordsSchool(t, 'certs');
  await s.admin.ok(saveSchoolInformation, {
    body: {
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      phone: '9876543210',
      email: 'office@certs.example.com',
      affiliation_board: 'CBSE',
      affiliation_number: '1130456',
    },
  });
});
afterAll(() => t?.close());

/** A file route's answer (HTML or PDF bytes, or a JSON refusal). */
const fetchFile = (
  client: Client,
  route: typeof viewTc | typeof downloadTcPdf,
  studentId: number,
) => sendRoute(t.app, route, { params: { student_id: studentId } }, client);

const certificate = (studentId: number, overrides: Record<string, unknown> = {}) =>
  ({
    student_id: studentId,
    student_name: 'Asha Rao',
    father_name: 'Mohan Rao',
    class: 'Class 5',
    exam_result_status: 'Passed',
    promote_status: 'Yes',
    birth_date: '2016-06-01',
    leaving_date: today,
    character: 'Good',
    nationality: 'Indian',
    transfer_reason: 'Change of Residence',
    ...overrides,
  }) as BodyOf<typeof createTc>;

describe('issuing a transfer certificate', () => {
  it('prefills the form from the student and parents, with no dues from fees or library', async () => {
    const prefill = await s.admin.ok(getTcPrefill, { params: { student_id: s.students.asha } });
    expect(prefill).toMatchObject({
      student_name: 'Asha Rao',
      class_name: 'Class 5',
      section_name: 'A',
      father_full_name: 'Mohan Rao',
      birth_date: '2016-06-01',
      admission_date: '2026-04-01',
      first_class_name: 'Class 5',
      certificate: null,
      dues: [],
      dues_checked: ['Fees', 'Library'],
    });
    expect(prefill.registration_no).toMatch(/^TEST\//);
  });

  it.each([
    ['birth_date', { birth_date: undefined }, 'Enter the birth date'],
    ['leaving_date', { leaving_date: '' }, 'Enter the leaving date'],
    [
      'leaving_date',
      { leaving_date: addDays(today, 1) },
      'Leaving Date cannot be later than today',
    ],
    ['exam_result_status', { exam_result_status: '' }, 'Select the exam result'],
    ['transfer_reason', { transfer_reason: undefined }, 'Select the transfer reason'],
    [
      'specfic_transfer_reason',
      { transfer_reason: 'Others' },
      'Please specify the transfer reason',
    ],
    [
      'days_present',
      { working_days: 200, days_present: 201 },
      'Days present cannot be more than the working days',
    ],
  ])('refuses a bad %s with its message', async (field, overrides, message) => {
    await s.admin.refused(
      createTc,
      { body: certificate(s.students.meena, overrides) } as never,
      field,
      message,
    );
  });

  it('issues, keeps specfic_transfer_reason, and discontinues the student from the leaving date', async () => {
    const leaving = addDays(today, -3);
    const row = await s.admin.ok(createTc, {
      body: certificate(s.students.asha, {
        leaving_date: leaving,
        transfer_reason: 'Others',
        specfic_transfer_reason: 'Sports hostel admission',
      }),
    });
    expect(row).toMatchObject({
      tc_no: 1,
      transfer_reason: 'Others',
      specfic_transfer_reason: 'Sports hostel admission',
      tc_issue_date: today,
      class_name: 'Class 5',
      section_name: 'A',
    });
    const left = await s.admin.ok(listDiscontinuedStudents, {
      query: { student_id: s.students.asha },
    });
    expect(left[0]).toMatchObject({ date_of_leaving: leaving });
    const again = await s.admin.call(createTc, { body: certificate(s.students.asha) });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('A transfer certificate is already issued for this student');
    const students = await s.admin.ok(listTcStudents, {
      query: { class_id: s.five, section_id: s.sectionA },
    });
    expect(students.find((st) => st.student_id === s.students.asha)?.tc_id).toBe(row.id);
  });

  it('edits a certificate; both dates say Submission Date is required', async () => {
    const [row] = await s.admin.ok(listTc, { query: { student_id: s.students.asha } });
    const edited = await s.admin.ok(updateTc, {
      body: { ...certificate(s.students.asha), id: row!.id, notes: 'Fees cleared' },
    });
    expect(edited).toMatchObject({
      tc_no: 1,
      notes: 'Fees cleared',
      specfic_transfer_reason: null,
    });
    for (const field of ['birth_date', 'leaving_date'])
      await s.admin.refused(
        updateTc,
        { body: { ...certificate(s.students.asha), id: row!.id, [field]: '' } } as never,
        field,
        'Submission Date is required',
      );
  });

  it('numbers 20 concurrent issues without a gap or a duplicate', async () => {
    const ids = [];
    for (let i = 0; i < 20; i++)
      ids.push(
        await buildStudent(t.database.db, {
          tenantId: s.school.id,
          sessionId: s.sessionId,
          classId: s.five,
          sectionId: s.sectionB,
        }),
      );
    const answers = await Promise.all(
      ids.map((id) => s.admin.call(createTc, { body: certificate(id) })),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const numbers = answers.map((a) => a.body.data.tc_no).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });
});

describe('the report and the documents', () => {
  it('asks for the class, then lists by classes and sections', async () => {
    await s.admin.refused(listTc, { query: {} } as never, 'class_id', 'Please select the class');
    const rows = await s.admin.ok(listTc, {
      query: { class_id: [s.five], section_id: [s.sectionA, s.sectionB] },
    });
    expect(rows).toHaveLength(21);
    expect(await s.admin.ok(listTc, { query: { class_id: [s.nursery] } })).toEqual([]);
  });

  it('prints the HTML page and renders a PDF with the school letterhead and affiliation', async () => {
    const html = await fetchFile(s.admin, viewTc, s.students.asha);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('TRANSFER CERTIFICATE');
    expect(html.body).toContain('Affiliated to CBSE, affiliation no. 1130456');

    const pdf = await fetchFile(s.admin, downloadTcPdf, s.students.asha);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    for (const expected of [
      'certs Public School',
      'Affiliated to CBSE, affiliation no. 1130456',
      'Transfer Certificate',
      'Asha Rao',
      'Mohan Rao',
      'Change of Residence',
    ])
      expect(text).toContain(expected);
    expect(
      (await s.admin.call(downloadTcPdf, { params: { student_id: s.students.meena } })).status,
    ).toBe(404);
  });

  it('prints the CBSE model TC: serial, PEN and APAAR, dates and class in words, days, seal', async () => {
    const [row] = await s.admin.ok(listTc, { query: { student_id: s.students.asha } });
    await s.admin.ok(updateTc, {
      body: {
        ...certificate(s.students.asha),
        id: row!.id,
        class: '5 - A',
        birth_date: '2016-08-15',
        apaar_id: '123456789012',
        pen: '27123456789',
        category: 'OBC',
        first_admission_date: '2021-04-05',
        first_admission_class: 'I',
        subjects_studied: 'English, Hindi, Mathematics, EVS',
        fees_paid_up_to: 'March 2027',
        fee_concession: 'Sibling concession',
        working_days: 220,
        days_present: 204,
        games_activities: 'Chess, Kho-kho',
        application_date: today,
      },
    });
    const pdf = await fetchFile(s.admin, downloadTcPdf, s.students.asha);
    const text = await readPdfText(pdf.rawPayload);
    expect(row!.tc_serial).toMatch(/^TC\/.+\/0001$/);
    for (const expected of [
      row!.tc_serial,
      'PEN',
      '27123456789',
      'APAAR ID',
      '123456789012',
      'OBC',
      '05-04-2021, Class I',
      '15-08-2016 (Fifteenth August Two Thousand Sixteen)',
      '5 - A — 5 (Five)',
      'School annual examination: Passed',
      'English, Hindi, Mathematics, EVS',
      'March 2027',
      'Sibling concession',
      '220',
      '204',
      'Chess, Kho-kho',
      'General conduct',
      'Date of application for the certificate',
      'Class Teacher',
      'Checked by',
      'Principal',
      'school seal',
    ])
      expect(text).toContain(expected);
  });

  it("shows parents their own children's certificates only", async () => {
    const own = await s.parent.ok(listTc, { query: { student_id: s.students.asha } });
    expect(own.map((row) => row.student_id)).toEqual([s.students.asha]);
    const all = await s.parent.ok(listTc, { query: { class_id: [s.five] } });
    expect(all.map((row) => row.student_id)).toEqual([s.students.asha]);
    const [someoneElse] = await s.admin.ok(listTc, {
      query: { class_id: [s.five], section_id: [s.sectionB] },
    });
    const other = someoneElse!.student_id;
    expect((await fetchFile(s.parent, downloadTcPdf, other)).statusCode).toBe(404);
    expect((await fetchFile(s.parent, viewTc, other)).statusCode).toBe(404);
    expect((await s.parent.call(listTc, { query: { student_id: other } })).status).toBe(404);
    expect((await fetchFile(s.parent, downloadTcPdf, s.students.asha)).statusCode).toBe(200);
    expect((await s.parent.call(createTc, { body: certificate(s.students.ravi) })).status).toBe(
      403,
    );
  });
});

describe("the parent's certificate page", () => {
  it("answers a child's status: the certificate once issued, none before (not an error)", async () => {
    expect(await s.parent.ok(listTc, { query: { student_id: s.students.ravi } })).toEqual([]);
    const [issued] = await s.parent.ok(listTc, { query: { student_id: s.students.asha } });
    expect(issued).toMatchObject({ student_id: s.students.asha, tc_no: expect.any(Number) });
  });

  it('refuses a parent issuing, editing and the staff lists even with the TC pages', async () => {
    await grantParentPages(s.admin, ['transfer_certificates']);
    try {
      const [issued] = await s.parent.ok(listTc, { query: { student_id: s.students.asha } });
      const staffOnly = (answer: Parameters<typeof expectRefused>[0]) =>
        expectRefused(answer, tcMessages.staffOnly);
      await staffOnly(s.parent.call(createTc, { body: certificate(s.students.ravi) }));
      await staffOnly(
        s.parent.call(updateTc, {
          body: { ...certificate(s.students.asha), id: issued!.id, character: 'Excellent' },
        } as never),
      );
      await staffOnly(s.parent.call(getTcPrefill, { params: { student_id: s.students.ravi } }));
      await staffOnly(s.parent.call(listTcStudents, { query: { class_id: s.five } }));
      const [after] = await s.parent.ok(listTc, { query: { student_id: s.students.asha } });
      expect(after!.character).toBe(issued!.character);
    } finally {
      await restoreParentPages(s.admin);
    }
  });
});

describe('the no-dues check', () => {
  it('lists what each provider reports and names the modules asked', async () => {
    const library = {
      name: 'Library',
      listDues: async () => [{ source: 'Library', label: 'Book not returned', amount: null }],
    };
    const result = await t.database.db.transaction((tx) =>
      checkDues(scopeOf(tx, { id: s.school.id, timeZone: 'Asia/Kolkata' }), 1, [library]),
    );
    expect(result).toEqual({
      dues: [{ source: 'Library', label: 'Book not returned', amount: null }],
      checked: ['Library'],
    });
  });
});

describe('the no-dues check against fees and library', () => {
  it('lists fee dues and a book not returned; issues over them only when a fees admin waives them with a reason, kept', async () => {
    const student = await buildStudent(t.database.db, {
      tenantId: s.school.id,
      sessionId: s.sessionId,
      classId: s.five,
      sectionId: s.sectionA,
      name: 'Kiran Das',
    });
    await buildCharge(
      t.database.db,
      { tenantId: s.school.id, studentId: student, sessionId: s.sessionId },
      { amountPaise: 250_000, lateFeePaise: 5_000, label: 'Quarter 1', dueDate: '2026-04-10' },
    );
    // Not due yet: a student who leaves does not owe it.
    await buildCharge(
      t.database.db,
      { tenantId: s.school.id, studentId: student, sessionId: s.sessionId },
      { label: 'Quarter 4', dueDate: addDays(today, 30) },
    );
    const copy = (await buildBook(t.database.db, s.school.id, { title: 'Wings of Fire' }))
      .copyIds[0]!;
    await s.admin.ok(issueBook, {
      body: {
        copy_id: copy,
        member_type: 'student',
        student_id: student,
        due_date: addDays(today, 14),
      },
    });
    const prefill = await s.admin.ok(getTcPrefill, { params: { student_id: student } });
    expect(prefill.dues).toEqual([
      { source: 'Fees', label: 'Quarter 1', amount: 2_550 },
      {
        source: 'Library',
        label: expect.stringMatching(/^Book not returned: Wings of Fire \(/),
        amount: null,
      },
    ]);
    expect(prefill.can_waive_dues).toBe(true);
    const body = certificate(student, { student_name: 'Kiran Das' });
    await s.admin.refused(createTc, { body }, 'dues_waiver_reason', tcMessages.duesOutstanding);

    // A sub-admin holding the TC pages but not the fees counter cannot waive.
    await buildUser(t.database.db, s.school.id, { username: 'office@certs', roleId: 3 });
    await s.admin.ok(setAccessRight, {
      body: { role_id: 3, module_ids: pageIdsOfKeys(['transfer_certificates']) },
    });
    const office = await signedInClient(t, 'certs', 'office@certs', testPassword);
    const seen = await office.ok(getTcPrefill, { params: { student_id: student } });
    expect(seen.can_waive_dues).toBe(false);
    const waived = { ...body, dues_waiver_reason: 'Scholarship covers the arrears' };
    await office.refused(
      createTc,
      { body: waived },
      'dues_waiver_reason',
      tcMessages.waiverNotAllowed,
    );

    const issued = await s.admin.ok(createTc, { body: waived });
    expect(issued.dues_waiver).toEqual({
      reason: 'Scholarship covers the arrears',
      waived_by: expect.any(String),
      dues: prefill.dues,
    });
    const [kept] = await s.admin.ok(listTc, { query: { student_id: student } as never });
    expect(kept!.dues_waiver?.reason).toBe('Scholarship covers the arrears');
    const left = await s.admin.ok(listDiscontinuedStudents, { query: { student_id: student } });
    expect(left).toEqual([expect.objectContaining({ date_of_leaving: body.leaving_date })]);
  });
});
