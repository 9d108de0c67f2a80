import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages';

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
