import { describe, expect, it } from 'vitest';
import { cellOf, exportFileName } from './table-cells';

describe('cellOf', () => {
  it('joins the lines of a cell and keeps identifiers as text', () => {
    expect(cellOf('Asha Rao\n  Adm. No. 12\n')).toBe('Asha Rao Adm. No. 12');
    expect(cellOf('12')).toBe(12);
    expect(cellOf('9876543210')).toBe('9876543210');
    expect(cellOf('007')).toBe('007');
  });
});

describe('exportFileName', () => {
  it('names the file by the list and the day', () => {
    expect(exportFileName('Users of Greenwood', 'csv', new Date('2026-11-23T10:00:00Z'))).toBe(
      'users-of-greenwood-2026-11-23.csv',
    );
  });
});
