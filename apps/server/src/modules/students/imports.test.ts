import {
  dryRunStaffImport,
  dryRunStudentImport,
  getStaffTemplate,
  getStudentTemplate,
  importStaff,
  importStudents,
  listStaff,
  type RouteDef,
  staffImportColumns,
  studentImportColumns,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, sendRoute, signedInClient } from '../../../test/helpers/call.ts';
import { multipartBody, sendMultipart } from '../../../test/helpers/multipart.ts';
import { platformQuery, schoolRows } from '../../../test/helpers/school-rows.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let rows: Awaited<ReturnType<typeof schoolRows>>;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  rows = await schoolRows(t, 'greenwood');
});
afterAll(() => t?.close());

const csv = (columns: readonly string[], lines: Array<Record<string, string>>) =>
  [columns.join(','), ...lines.map((line) => columns.map((c) => line[c] ?? '').join(','))].join(
    '\n',
  );
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** Sends a file the way the browser does: multipart/form-data with the part `file`. */
const upload = (route: RouteDef, bytes: Buffer, filename: string) =>
  sendMultipart(t.app, admin, route, multipartBody({}, { filename, bytes }));

const count = async (table: 'users' | 'students') =>
  Number(
    (
      await platformQuery<{ n: number }>(
        t,
        sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${rows.tenantId}`,
      )
    )[0]!.n,
  );

describe('templates', () => {
  it('downloads the staff template as CSV and the student template as XLSX', async () => {
    const staffCsv = await sendRoute(t.app, getStaffTemplate, { query: { format: 'csv' } }, admin);
    expect(staffCsv.statusCode).toBe(200);
    expect(staffCsv.headers['content-type']).toContain('text/csv');
    expect(staffCsv.headers['content-disposition']).toContain('staff-import-template.csv');
    expect(staffCsv.body.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(
      staffImportColumns.join(','),
    );
    const studentXlsx = await sendRoute(
      t.app,
      getStudentTemplate,
      { query: { format: 'xlsx' } },
      admin,
    );
    expect(studentXlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(studentXlsx.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([...studentImportColumns]);
    const teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
    expect((await teacher.call(getStudentTemplate, { query: {} })).status).toBe(403);
  });
});

const staffLine = (n: number, overrides: Record<string, string> = {}) => ({
  full_name: `Imported Staff ${n}`,
  username: `imported.${n}`,
  email: `imported.${n}@example.com`,
  mobile: `64000${String(n).padStart(5, '0')}`,
  role: 'Teacher',
  gender: 'female',
  joining_date: '01-06-2024',
  date_of_birth: '1990-01-31',
  ...overrides,
});

describe('staff import', () => {
  it('a dry run lists every bad row with its number, column and reason, and writes nothing', async () => {
    const before = await count('users');
    const file = csv(staffImportColumns, [
      staffLine(1),
      staffLine(2, { email: 'not-mail' }),
      staffLine(3, { username: 'IMPORTED.1' }),
      staffLine(4, { username: 'admin@greenwood' }),
      staffLine(5, { role: 'Astronaut' }),
      staffLine(6, { joining_date: '31-02-2024' }),
      staffLine(7, { role: 'Parent' }),
      staffLine(8, { mobile: '+91 64000 00001' }),
      staffLine(9, { full_name: '' }),
    ]);
    const answer = await admin.call(dryRunStaffImport, { body: { content_base64: base64(file) } });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.total_rows).toBe(9);
    expect(answer.body.data.valid_rows).toBe(1);
    expect(answer.body.data.errors).toEqual([
      { row: 3, field: 'email', message: 'Please enter a valid e-mail' },
      { row: 4, field: 'username', message: 'Repeats row 2 of the file' },
      { row: 5, field: 'username', message: 'This user name is already taken' },
      { row: 6, field: 'role', message: 'Please select a role' },
      { row: 7, field: 'joining_date', message: 'Please enter a valid joining date' },
      { row: 8, field: 'role', message: 'Parents get their accounts through student admission' },
      { row: 9, field: 'mobile', message: 'Repeats row 2 of the file' },
      { row: 10, field: 'full_name', message: 'Please enter the full name' },
    ]);
    expect(await count('users')).toBe(before);
  });

  it('imports all or nothing; imported users have no password until they choose one', async () => {
    const before = await count('users');
    const bad = csv(staffImportColumns, [staffLine(20), staffLine(21, { gender: 'x' })]);
    const refused = await admin.call(importStaff, { body: { content_base64: base64(bad) } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Some rows have errors, so nothing was imported. Run a dry run to see them all.',
    );
    expect((refused.body.data as unknown as { errors: unknown[] }).errors).toEqual([
      { field: 'rows.3.gender', message: 'Gender must be Male, Female or Other' },
    ]);
    expect(await count('users')).toBe(before);

    const good = csv(staffImportColumns, [staffLine(20), staffLine(21, { role: 'librarian' })]);
    const done = await upload(importStaff, Buffer.from(good), 'staff.csv');
    expect(done.status, done.response.body).toBe(200);
    expect(done.body.data).toMatchObject({ created: 2, accounts_created: 2 });
    expect(await count('users')).toBe(before + 2);
    const listed = await admin.call(listStaff, {
      query: {
        search: 'imported.2',
      },
    });
    expect(
      listed.body.data.list.map((row) => [row.username, row.role_id, row.invitation_pending]),
    ).toEqual([
      ['imported.20', 6, true],
      ['imported.21', 7, true],
    ]);
    await expect(signIn(t.app, hostOf('greenwood'), 'imported.20', '')).rejects.toThrow();
  });

  it('refuses files that are not CSV or XLSX, empty, or without the template columns', async () => {
    const cases: Array<[string, string]> = [
      [base64('just,some\n1,2'), 'The file is missing columns of the template'],
      [base64(staffImportColumns.join(',')), 'The file has no rows below its header'],
      [
        base64(Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3])),
        'The file could not be read as CSV or Excel (.xlsx)',
      ],
      ['', 'Please choose a CSV or Excel (.xlsx) file'],
    ];
    for (const [content, message] of cases) {
      const answer = await admin.call(dryRunStaffImport, { body: { content_base64: content } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });
});

function studentLine(n: number, overrides: Record<string, string> = {}) {
  return {
    first_name: `Imp${n}`,
    last_name: 'Student',
    gender: n % 2 ? 'M' : 'F',
    date_of_birth: '2018-07-15',
    admission_date: '2026-04-10',
    class: '2',
    section: 'a',
    father_name: `Father ${n}`,
    father_mobile: `65${String(n).padStart(8, '0')}`,
    father_email: `father${n}@example.com`,
    mother_name: `Mother ${n}`,
    ...overrides,
  };
}

describe('student import', () => {
  it('a dry run reports every bad row: class, section, parents, dates, repeats in the file and the school', async () => {
    const [existing] = await platformQuery<{
      first_name: string;
      last_name: string;
      date_of_birth: string;
    }>(
      t,
      sql`select first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth from students where tenant_id = ${rows.tenantId} and middle_name is null order by id limit 1`,
    );
    const file = csv(studentImportColumns, [
      studentLine(1),
      studentLine(2, { class: 'Grade 13' }),
      studentLine(3, { section: '' }),
      studentLine(4, { class: 'Nursery', section: 'A' }),
      studentLine(5, { father_name: '', father_mobile: '', father_email: '', mother_name: '' }),
      studentLine(6, { father_name: '', mother_name: '' }),
      studentLine(7, { date_of_birth: '2018-02-30' }),
      studentLine(1),
      studentLine(9, {
        first_name: existing!.first_name,
        last_name: existing!.last_name ?? '',
        date_of_birth: existing!.date_of_birth,
      }),
      studentLine(10, { father_mobile: '6500000001' }),
      studentLine(11, { blood_group: 'Z+' }),
    ]);
    const answer = await admin.call(dryRunStudentImport, {
      body: { content_base64: base64(file) },
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.total_rows).toBe(11);
    expect(answer.body.data.valid_rows).toBe(1);
    expect(answer.body.data.errors).toEqual([
      { row: 3, field: 'class', message: 'This class does not exist' },
      { row: 4, field: 'section', message: 'Please select a section' },
      { row: 5, field: 'section', message: 'This class has no sections in the current session' },
      {
        row: 6,
        field: 'father_name',
        message: 'Please enter at least one parent (father, mother or local guardian)',
      },
      { row: 7, field: 'father_name', message: "Please enter the father's name" },
      { row: 8, field: 'date_of_birth', message: 'Please enter a valid date of birth' },
      { row: 9, field: 'first_name', message: 'Repeats row 2 of the file' },
      {
        row: 10,
        field: 'first_name',
        message: expect.stringMatching(
          /^This student \(same name and date of birth\) is already admitted as /,
        ),
      },
      {
        row: 11,
        field: 'father_mobile',
        message: 'Row 2 gives this mobile to another father (Father 1)',
      },
      { row: 12, field: 'blood_group', message: 'Please select a valid blood group' },
    ]);
  });

  it('imports all or nothing, numbers in file order, siblings sharing one parent account', async () => {
    const beforeStudents = await count('students');
    const bad = csv(studentImportColumns, [studentLine(30), studentLine(31, { class: 'Nope' })]);
    const refused = await admin.call(importStudents, { body: { content_base64: base64(bad) } });
    expect(refused.status).toBe(400);
    expect(await count('students')).toBe(beforeStudents);

    const sibling = studentLine(31, {
      first_name: 'Imp30sister',
      father_name: 'Father 30',
      father_mobile: studentLine(30).father_mobile,
      father_email: studentLine(30).father_email,
      mother_name: 'Mother 30',
      class: 'Nursery',
      section: '',
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow([...studentImportColumns]);
    for (const line of [studentLine(30), sibling, studentLine(32)])
      sheet.addRow(
        studentImportColumns.map((column) =>
          column === 'date_of_birth'
            ? new Date(`${line[column as keyof typeof line]}T00:00:00Z`)
            : ((line as Record<string, string>)[column] ?? ''),
        ),
      );
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(importStudents, bytes, 'anything.bin');
    expect(answer.status, answer.response.body).toBe(200);
    const data = answer.body.data;
    expect(data.created).toBe(3);
    // Father 30 and mother 30 made once and reused for the sister; father and mother 32 (no
    // e-mail or mobile for mothers: no account) - three accounts made in all.
    expect(data.accounts_created).toBe(2);
    expect(data.accounts_reused).toBe(1);
    const numbers = await platformQuery<{ first_name: string; admission_no: string }>(
      t,
      sql`select first_name, admission_no from students where tenant_id = ${rows.tenantId} and first_name in ('Imp30', 'Imp30sister', 'Imp32') order by admission_no`,
    );
    expect(numbers.map((row) => row.first_name)).toEqual(['Imp30', 'Imp30sister', 'Imp32']);
    expect(numbers[0]!.admission_no).toBe(data.first_admission_no);
    expect(numbers[2]!.admission_no).toBe(data.last_admission_no);
    const seq = numbers.map((row) => Number(row.admission_no.split('/').at(-1)));
    expect(seq).toEqual([seq[0], seq[0]! + 1, seq[0]! + 2]);
    expect(await count('students')).toBe(beforeStudents + 3);
  });

  it('imports 5,000 students with parents in one synchronous request within seconds', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) =>
      studentLine(10_000 + i, {
        first_name: `Bulk${i}`,
        class: String(1 + (i % 10)),
        section: i % 2 ? 'A' : 'B',
        // Every other student is the sibling of the one before (same parents).
        father_name: `Bulk Father ${i - (i % 2)}`,
        father_mobile: `66${String(i - (i % 2)).padStart(8, '0')}`,
        father_email: `bulk.father${i - (i % 2)}@example.com`,
        mother_name: `Bulk Mother ${i - (i % 2)}`,
        mother_mobile: `67${String(i - (i % 2)).padStart(8, '0')}`,
      }),
    );
    const file = Buffer.from(csv(studentImportColumns, lines));
    const started = performance.now();
    const answer = await upload(importStudents, file, 'bulk.csv');
    const seconds = (performance.now() - started) / 1000;
    expect(answer.status, answer.response.body.slice(0, 500)).toBe(200);
    expect(answer.body.data).toMatchObject({
      created: 5000,
      accounts_created: 5000,
      accounts_reused: 5000,
    });
    console.log(`5,000-row student import: ${seconds.toFixed(1)}s on ${t.database.kind}`);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
