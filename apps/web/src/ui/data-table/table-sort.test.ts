import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './table-sort';

describe('nextSort', () => {
  it('toggles a column between ascending and descending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('starts another column ascending', () => {
    expect(nextSort({ key: 'name', direction: 'desc' }, 'date')).toEqual({
      key: 'date',
      direction: 'asc',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Class 10', n: 3 },
    { name: 'class 2', n: null },
    { name: 'Class 1', n: 10 },
    { name: '', n: 3 },
  ];

  it('orders text naturally and ignores case', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual([
      'Class 1',
      'class 2',
      'Class 10',
      '',
    ]);
    expect(sortRows(rows, (r) => r.name, 'desc').map((r) => r.name)).toEqual([
      'Class 10',
      'class 2',
      'Class 1',
      '',
    ]);
  });

  it('orders numbers, keeps ties stable and empties last', () => {
    expect(sortRows(rows, (r) => r.n, 'asc').map((r) => r.name)).toEqual([
      'Class 10',
      '',
      'Class 1',
      'class 2',
    ]);
    expect(sortRows(rows, (r) => r.n, 'desc').map((r) => r.name)).toEqual([
      'Class 1',
      'Class 10',
      '',
      'class 2',
    ]);
  });

  it('does not change the given array', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.name, 'desc');
    expect(rows).toEqual(copy);
  });
});
