import { describe, expect, it } from 'vitest';
import { loadedCount, nextSkip } from './paging';

const page = (size: number, count: number) => ({ list: Array.from({ length: size }), count });

describe('nextSkip', () => {
  it('asks for the next page while fewer rows are loaded than counted', () => {
    expect(nextSkip([page(15, 40)])).toBe(15);
    expect(nextSkip([page(15, 40), page(15, 40)])).toBe(30);
  });

  it('stops when every row is loaded, on an empty page, or before any page', () => {
    expect(nextSkip([page(15, 40), page(15, 40), page(10, 40)])).toBeUndefined();
    expect(nextSkip([page(15, 40), page(0, 40)])).toBeUndefined();
    expect(nextSkip([])).toBeUndefined();
  });

  it('counts the loaded rows of every page', () => {
    expect(loadedCount([page(15, 20), page(5, 20)])).toBe(20);
  });
});
