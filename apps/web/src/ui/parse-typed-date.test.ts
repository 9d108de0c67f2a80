import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './parse-typed-date';

describe('parseTypedDate', () => {
  it('reads DD/MM/YYYY as YYYY-MM-DD', () => {
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

  it('honours min and max, inclusive', () => {
    expect(parseTypedDate('01/01/2026', '2026-01-01', '2026-12-31')).toBe('2026-01-01');
    expect(parseTypedDate('31/12/2025', '2026-01-01')).toBeNull();
    expect(parseTypedDate('01/01/2027', null, '2026-12-31')).toBeNull();
  });
});
