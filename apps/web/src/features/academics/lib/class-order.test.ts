import { describe, expect, it } from 'vitest';
import { describePromotion, moveItem, sameOrder } from './class-order';

describe('moveItem', () => {
  it('moves an item up or down one place', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list alone for moves past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });

  it('never changes the list it was given', () => {
    const items = ['a', 'b'];
    moveItem(items, 0, 1);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('sameOrder', () => {
  it('compares order, not only membership', () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });
});

describe('describePromotion', () => {
  it('sends each class to the next and the last one out', () => {
    const classes = [
      { id: 1, class_name: 'Nursery' },
      { id: 2, class_name: 'LKG' },
      { id: 3, class_name: '10' },
    ];
    expect(describePromotion(classes)).toEqual(['Nursery → LKG', 'LKG → 10', '10 → passes out']);
    expect(describePromotion([])).toEqual([]);
  });
});
