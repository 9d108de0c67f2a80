import { describe, expect, it } from 'vitest';
import { collectPages, loadedCount, nextSkip } from './paging';

const page = (size: number, count: number) => ({ list: Array.from({ length: size }), count });

describe('nextSkip', () => {
  it('asks for the rows after those loaded while fewer than the count are loaded', () => {
    expect(nextSkip([page(20, 45)])).toBe(20);
    expect(nextSkip([page(20, 45), page(20, 45)])).toBe(40);
  });

  it('stops when every row is loaded, at an empty page, or with no page', () => {
    expect(nextSkip([page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextSkip([page(20, 45), page(0, 45)])).toBeUndefined();
    expect(nextSkip([])).toBeUndefined();
  });

  it('counts the rows of every page', () => {
    expect(loadedCount([page(20, 45), page(7, 45)])).toBe(27);
  });
});

describe('collectPages', () => {
  it('asks page after page until the count is reached', async () => {
    const rows = Array.from({ length: 230 }, (_, index) => index);
    const skips: number[] = [];
    const all = await collectPages(async (skip) => {
      skips.push(skip);
      return { list: rows.slice(skip, skip + 100), count: rows.length };
    });
    expect(skips).toEqual([0, 100, 200]);
    expect(all).toEqual(rows);
  });

  it('ends at an empty page even when the count says more', async () => {
    const all = await collectPages(async (skip) => ({
      list: skip === 0 ? [1, 2] : [],
      count: 10,
    }));
    expect(all).toEqual([1, 2]);
  });
});
