import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { dateFieldFormat, dateRangeError, parseTypedDate } from './parse-typed-date';

describe('dateFieldFormat', () => {
  it('shows a date field’s day as every date displays, DD-MM-YYYY, and reads it back', () => {
    const shown = dayjs('2026-11-27').format(dateFieldFormat);
    expect(shown).toBe('27-11-2026');
    expect(shown).toBe(formatDate('2026-11-27'));
    expect(parseTypedDate(shown)).toBe('2026-11-27');
  });
});

describe('parseTypedDate', () => {
  it('reads DD-MM-YYYY and DD/MM/YYYY as YYYY-MM-DD', () => {
    expect(parseTypedDate('07-04-2026')).toBe('2026-04-07');
    expect(parseTypedDate('07/04/2026')).toBe('2026-04-07');
    expect(parseTypedDate('7/4/2026')).toBe('2026-04-07');
    expect(parseTypedDate(' 29-02-2024 ')).toBe('2024-02-29');
  });

  it('refuses what is not a calendar day', () => {
    expect(parseTypedDate('31/04/2026')).toBeNull();
    expect(parseTypedDate('29/02/2023')).toBeNull();
    expect(parseTypedDate('2026-04-07')).toBeNull();
    expect(parseTypedDate('07/04/26')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});

describe('dateRangeError', () => {
  it('accepts the bounds themselves and anything without a value', () => {
    expect(dateRangeError('2026-01-01', '2026-01-01', '2026-12-31')).toBeNull();
    expect(dateRangeError('2026-12-31', '2026-01-01', '2026-12-31')).toBeNull();
    expect(dateRangeError(null, '2026-01-01')).toBeNull();
  });

  it('says which bound a date breaks, in the screen date form', () => {
    expect(dateRangeError('2025-12-31', '2026-01-01')).toBe('Must be on or after 01-01-2026');
    expect(dateRangeError('2027-01-01', null, '2026-12-31')).toBe(
      'Must be on or before 31-12-2026',
    );
  });
});
