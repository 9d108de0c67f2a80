import { describe, expect, it } from 'vitest';
import { countBadRows, countOf, issuesCsv, splitImportErrors } from './import-issues';

describe('splitImportErrors', () => {
  it('turns rows.<row>.<column> back into issues, in row order', () => {
    expect(
      splitImportErrors([
        { field: 'rows.5.mobile', message: 'Please enter a valid 10-digit mobile number' },
        { field: 'rows.3.first_name', message: 'Repeats row 2 of the file' },
      ]),
    ).toEqual({
      issues: [
        { row: 3, field: 'first_name', message: 'Repeats row 2 of the file' },
        { row: 5, field: 'mobile', message: 'Please enter a valid 10-digit mobile number' },
      ],
      fileMessage: null,
    });
  });

  it('keeps the first problem of the file itself apart', () => {
    expect(
      splitImportErrors([
        { field: 'file', message: 'The file has no rows below its header' },
        { field: 'body', message: 'Something else' },
      ]),
    ).toEqual({ issues: [], fileMessage: 'The file has no rows below its header' });
  });
});

describe('countBadRows', () => {
  it('counts a row with two problems once', () => {
    expect(
      countBadRows([
        { row: 2, field: 'email', message: 'a' },
        { row: 2, field: 'mobile', message: 'b' },
        { row: 4, field: 'role', message: 'c' },
      ]),
    ).toBe(2);
    expect(countBadRows([])).toBe(0);
  });
});

describe('issuesCsv', () => {
  it('writes a header and quotes cells that need it', () => {
    expect(
      issuesCsv([{ row: 3, field: 'role', message: 'Please select a role, "Teacher" or other' }]),
    ).toBe('\ufeffRow,Column,Reason\r\n3,role,"Please select a role, ""Teacher"" or other"\r\n');
  });
});

describe('countOf', () => {
  it('picks the singular or the plural', () => {
    expect(countOf(1, ['staff member', 'staff members'])).toBe('1 staff member');
    expect(countOf(0, ['staff member', 'staff members'])).toBe('0 staff members');
    expect(countOf(12000, ['student', 'students'])).toBe('12,000 students');
  });
});
