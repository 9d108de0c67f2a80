import { describe, expect, it } from 'vitest';
import { loadedCount, nextSkip } from './paging';

const page = (rows: number, count: number) => ({ list: Array.from({ length: rows }), count });

describe('nextSkip', () => {
  it('asks from the loaded count while fewer rows than the count are loaded', () => {
    expect(nextSkip([page(15, 40)])).toBe(15);
    expect(nextSkip([page(15, 40), page(15, 40)])).toBe(30);
  });

  it('stops once every row is loaded', () => {
    expect(nextSkip([page(15, 40), page(15, 40), page(10, 40)])).toBeUndefined();
    expect(nextSkip([page(15, 15)])).toBeUndefined();
    expect(nextSkip([page(0, 0)])).toBeUndefined();
    expect(nextSkip([])).toBeUndefined();
  });

  it('follows the latest count and never asks again after an empty page', () => {
    expect(nextSkip([page(15, 40), page(15, 31)])).toBe(30);
    expect(nextSkip([page(15, 40), page(0, 40)])).toBeUndefined();
  });
});

describe('loadedCount', () => {
  it('adds up the rows of every page', () => {
    expect(loadedCount([page(15, 20), page(5, 20)])).toBe(20);
  });
});
