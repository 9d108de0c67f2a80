import { describe, expect, it } from 'vitest';
import { cellOf, exportFileName } from './table-cells';

describe('cellOf', () => {
  it('joins the lines of a cell and keeps identifiers as text', () => {
    expect(cellOf('Asha Rao\n  Adm. No. 12\n')).toBe('Asha Rao Adm. No. 12');
    expect(cellOf('12')).toBe(12);
    expect(cellOf('9876543210')).toBe('9876543210');
    expect(cellOf('007')).toBe('007');
  });

  it('reads an amount of a money column as a number without ₹, and keeps a date as shown', () => {
    expect(cellOf('₹1,23,456.50', 'money')).toBe(123456.5);
    expect(cellOf('-₹500.00', 'money')).toBe(-500);
    expect(cellOf('N/A', 'money')).toBe('N/A');
    expect(cellOf('05-04-2026', 'date')).toBe('05-04-2026');
    expect(cellOf('₹1,200.00')).toBe('₹1,200.00');
  });
});

describe('exportFileName', () => {
  it('names the file by the list and the day', () => {
    expect(exportFileName('Users of Greenwood', 'csv', new Date('2026-11-23T10:00:00Z'))).toBe(
      'users-of-greenwood-2026-11-23.csv',
    );
  });
});
