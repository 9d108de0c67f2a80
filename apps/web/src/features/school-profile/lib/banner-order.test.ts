import { describe, expect, it } from 'vitest';
import { moveBanner, sortByOrder } from './banner-order';

describe('moveBanner', () => {
  it('swaps a banner with its neighbour', () => {
    expect(moveBanner([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(moveBanner([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
  });

  it('is null at the ends and for an unknown banner', () => {
    expect(moveBanner([1, 2, 3], 1, 'up')).toBeNull();
    expect(moveBanner([1, 2, 3], 3, 'down')).toBeNull();
    expect(moveBanner([1, 2, 3], 9, 'up')).toBeNull();
  });
});

describe('sortByOrder', () => {
  it('orders rows by the given ids', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(sortByOrder(rows, [3, 1, 2]).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(sortByOrder(rows, [2]).map((row) => row.id)).toEqual([2, 1, 3]);
  });
});
