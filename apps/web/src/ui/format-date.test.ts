import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows API dates as DD-MM-YYYY', () => {
    expect(formatDate('2026-04-07')).toBe('07-04-2026');
    expect(formatDate(' 2024-02-29 ')).toBe('29-02-2024');
  });

  it('shows dates and instants in local time', () => {
    expect(formatDate(new Date(2025, 11, 31, 23, 59))).toBe('31-12-2025');
    expect(formatDate(new Date(2025, 0, 5).getTime())).toBe('05-01-2025');
    expect(formatDate(new Date(2025, 6, 1, 12).toISOString())).toBe('01-07-2025');
  });

  it('says N/A when the value is missing or not a date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate('2023-02-30')).toBe('N/A');
    expect(formatDate(new Date('nope'))).toBe('N/A');
  });
});
