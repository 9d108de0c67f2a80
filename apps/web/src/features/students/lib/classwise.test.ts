import { describe, expect, it } from 'vitest';
import { groupByClass, hasOthers } from './classwise';

const row = (classId: number, section: string | null, boys: number, girls: number, others = 0) => ({
  class_id: classId,
  class_name: `Class ${classId}`,
  section_id: section ? classId * 10 + section.charCodeAt(0) : null,
  section_name: section,
  boys,
  girls,
  others,
  total: boys + girls + others,
});

describe('groupByClass', () => {
  it('groups sections under their class in the given order with subtotals', () => {
    const groups = groupByClass([row(3, null, 4, 5), row(1, 'A', 2, 3), row(1, 'B', 1, 1, 1)]);
    expect(groups.map((group) => group.class_id)).toEqual([3, 1]);
    expect(groups[1]?.sections).toHaveLength(2);
    expect(groups[1]?.subtotal).toEqual({ boys: 3, girls: 4, others: 1, total: 8 });
    expect(groups[0]?.subtotal.total).toBe(9);
  });

  it('answers no groups for no rows', () => {
    expect(groupByClass([])).toEqual([]);
  });
});

describe('hasOthers', () => {
  it('is true only when some row counts others', () => {
    expect(hasOthers([row(1, 'A', 1, 1)])).toBe(false);
    expect(hasOthers([row(1, 'A', 1, 1, 2)])).toBe(true);
  });
});
