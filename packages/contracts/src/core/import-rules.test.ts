import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkStaffRows,
  checkStudentRows,
  missingColumns,
  normalizeMobile,
  parseFileDate,
  parseGender,
  type StaffImportContext,
  type StudentImportContext,
  staffImportColumns,
  studentImportColumns,
} from '../index.ts';

describe('cells', () => {
  it('reads dates as YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY, refusing impossible ones', () => {
    expect(parseFileDate('2024-02-29')).toBe('2024-02-29');
    expect(parseFileDate('29-02-2024')).toBe('2024-02-29');
    expect(parseFileDate('1/6/2024')).toBe('2024-06-01');
    expect(parseFileDate('29.02.2023')).toBeNull();
    expect(parseFileDate('2024-13-01')).toBeNull();
    expect(parseFileDate('yesterday')).toBeNull();
  });

  it('round-trips every real date through the DD-MM-YYYY screen format', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-');
          expect(parseFileDate(`${d}-${m}-${y}`)).toBe(iso);
          expect(parseFileDate(iso)).toBe(iso);
        },
      ),
    );
  });

  it('reads genders and mobiles as people type them', () => {
    expect(['M', 'male', 'Girl', 'o', 'x'].map(parseGender)).toEqual([
      'Male',
      'Male',
      'Female',
      'Other',
      null,
    ]);
    expect(normalizeMobile('+91 98765-43210')).toBe('9876543210');
    expect(normalizeMobile('09876543210')).toBe('9876543210');
    expect(normalizeMobile('12345')).toBe('12345');
  });

  it('names the template columns a header lacks, whatever its case and spacing', () => {
    expect(missingColumns(['Full Name', 'USERNAME', 'e-mail'], staffImportColumns)).toEqual(
      staffImportColumns.filter((c) => !['full_name', 'username'].includes(c)),
    );
  });
});

const staffContext: StaffImportContext = {
  roles: new Map([
    ['teacher', 6],
    ['6', 6],
    ['parent', 4],
    ['school admin', 2],
  ]),
  designations: new Map([
    ['pgt', 1],
    ['clerk', 2],
  ]),
  roleDesignations: new Map([[6, new Set([1])]]),
  taken: {
    usernames: new Set(['taken']),
    emails: new Set(['taken@example.com']),
    mobiles: new Set(['9000000000']),
  },
  mayGiveAdminRole: false,
};

const staffRow = (row: number, cells: Record<string, string> = {}) => ({
  row,
  cells: {
    full_name: `Person ${row}`,
    username: `person${row}`,
    email: `person${row}@example.com`,
    mobile: `98000000${String(row).padStart(2, '0')}`,
    role: 'Teacher',
    designation: 'PGT',
    gender: 'F',
    joining_date: '',
    date_of_birth: '',
    ...cells,
  },
});

describe('staff rows', () => {
  it('accepts good rows and lists each bad one with its field', () => {
    const { valid, errors } = checkStaffRows(
      [
        staffRow(2),
        staffRow(3, { role: 'School Admin' }),
        staffRow(4, { designation: 'Clerk' }),
        staffRow(5, { username: 'TAKEN' }),
        staffRow(6, { email: 'taken@example.com', mobile: '9000000000' }),
        staffRow(7, { username: 'Person2' }),
        staffRow(8, { date_of_birth: '01-01-2999' }),
      ],
      staffContext,
    );
    expect(valid.map((row) => row.row)).toEqual([2]);
    expect(valid[0]).toMatchObject({ role_id: 6, designation_id: 1, gender: 'Female' });
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'role'],
      [4, 'designation'],
      [5, 'username'],
      [6, 'email'],
      [6, 'mobile'],
      [7, 'username'],
      [8, 'date_of_birth'],
    ]);
  });

  it('reports every fault of a row, not only its first bad cell', () => {
    const { valid, errors } = checkStaffRows(
      [
        staffRow(2, { mobile: '123', role: 'Pilot', username: 'TAKEN', email: 'not-an-email' }),
        staffRow(3, { date_of_birth: 'never', username: 'taken' }),
      ],
      staffContext,
    );
    expect(valid).toEqual([]);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'email'],
      [2, 'mobile'],
      [2, 'role'],
      [2, 'username'],
      [3, 'date_of_birth'],
      [3, 'username'],
    ]);
  });

  it('reports every row at most once per field, and only rows of the file', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            username: fc.constantFrom('a1x', 'b2y', 'TAKEN', 'c 3', ''),
            mobile: fc.constantFrom('9800000001', '9000000000', '123'),
            role: fc.constantFrom('Teacher', 'Parent', 'Pilot'),
          }),
          { maxLength: 20 },
        ),
        (cells) => {
          const rows = cells.map((c, i) => staffRow(i + 2, c));
          const { valid, errors } = checkStaffRows(rows, staffContext);
          const keys = errors.map((e) => `${e.row}:${e.field}`);
          expect(new Set(keys).size).toBe(keys.length);
          const bad = new Set(errors.map((e) => e.row));
          for (const row of valid) expect(bad.has(row.row)).toBe(false);
          expect(valid.length + bad.size).toBe(rows.length);
        },
      ),
    );
  });
});

const studentContext: StudentImportContext = {
  classes: new Map([
    ['nursery', 1],
    ['5', 5],
  ]),
  sectionsOfClass: new Map([[5, new Map([['a', 51]])]]),
  existingStudents: new Map([['old student|2015-01-01', '2020/0001']]),
};

const studentRow = (row: number, cells: Record<string, string> = {}) => ({
  row,
  cells: {
    ...Object.fromEntries(studentImportColumns.map((c) => [c, ''])),
    first_name: `Kid${row}`,
    gender: 'Male',
    date_of_birth: '2016-01-01',
    admission_date: '2026-04-01',
    class: '5',
    section: 'A',
    father_name: 'Dad',
    father_mobile: '9811111111',
    ...cells,
  },
});

describe('student rows', () => {
  it('resolves class and section, keeps siblings, refuses repeats and strangers sharing a contact', () => {
    const { valid, errors } = checkStudentRows(
      [
        studentRow(2),
        studentRow(3, { class: 'nursery', section: '' }),
        studentRow(4, { first_name: 'Old', last_name: 'Student', date_of_birth: '01-01-2015' }),
        studentRow(5, { first_name: 'Kid2' }),
        studentRow(6, { father_name: 'Other Dad' }),
        studentRow(7, { section: 'B' }),
        studentRow(8, { father_name: '', father_mobile: '', mother_name: 'Mum' }),
      ],
      studentContext,
    );
    expect(valid.map((row) => [row.row, row.class_id, row.section_id])).toEqual([
      [2, 5, 51],
      [3, 1, null],
      [8, 5, 51],
    ]);
    expect(valid[2]!.parents.map((p) => p.parent_type)).toEqual([2]);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [4, 'first_name'],
      [5, 'first_name'],
      [6, 'father_mobile'],
      [7, 'section'],
    ]);
  });

  it('reports every fault of a row, not only its first bad cell', () => {
    const { valid, errors } = checkStudentRows(
      [
        studentRow(2, { gender: 'X', class: 'Nowhere', father_email: 'bad' }),
        studentRow(3, { admission_date: 'soon', section: 'Z', mother_mobile: '123' }),
      ],
      studentContext,
    );
    expect(valid).toEqual([]);
    expect(errors.map((e) => [e.row, e.field]).sort()).toEqual(
      [
        [2, 'class'],
        [2, 'father_email'],
        [2, 'gender'],
        [3, 'admission_date'],
        [3, 'mother_mobile'],
        [3, 'section'],
      ].sort(),
    );
  });
});
