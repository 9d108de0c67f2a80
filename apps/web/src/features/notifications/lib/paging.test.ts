import { describe, expect, it } from 'vitest';
import { nextPage } from './paging';

const page = (size: number, count: number) => ({ list: Array(size).fill(0), count });

describe('nextPage', () => {
  it('asks for page 2, 3, … while the count says more exist', () => {
    expect(nextPage([page(15, 31)])).toBe(2);
    expect(nextPage([page(15, 31), page(15, 31)])).toBe(3);
  });

  it('stops when everything is loaded or a page came back empty', () => {
    expect(nextPage([page(15, 15)])).toBeUndefined();
    expect(nextPage([page(15, 31), page(0, 31)])).toBeUndefined();
    expect(nextPage([])).toBeUndefined();
  });
});
