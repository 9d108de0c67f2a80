import { describe, expect, it } from 'vitest';
import { sameIds, toId, toIds, toValues } from './id-lists';

describe('sameIds', () => {
  it('ignores order', () => {
    expect(sameIds([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameIds([], [])).toBe(true);
  });

  it('sees a missing, added or swapped id', () => {
    expect(sameIds([1, 2], [1])).toBe(false);
    expect(sameIds([1], [1, 2])).toBe(false);
    expect(sameIds([1, 2], [1, 3])).toBe(false);
    expect(sameIds([1, 1], [1, 2])).toBe(false);
  });
});

describe('ids and values', () => {
  it('round-trips and drops what is not an id', () => {
    expect(toIds(toValues([4, 7]))).toEqual([4, 7]);
    expect(toIds(['3', '', 'x', '0', '-2', '1.5'])).toEqual([3]);
    expect(toId('12')).toBe(12);
    expect(toId('')).toBeNull();
    expect(toId(null)).toBeNull();
    expect(toId('abc')).toBeNull();
  });
});
