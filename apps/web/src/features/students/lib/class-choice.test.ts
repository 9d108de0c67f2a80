import { describe, expect, it } from 'vitest';
import { classLabel, completeChoice, toId } from './class-choice';

describe('toId', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(toId('12')).toBe(12);
    expect(toId(null)).toBeNull();
    expect(toId('')).toBeNull();
    expect(toId('abc')).toBeNull();
    expect(toId('0')).toBeNull();
    expect(toId('1.5')).toBeNull();
  });
});

describe('completeChoice', () => {
  it('needs no section for a class without sections', () => {
    expect(completeChoice(3, null, false)).toEqual({ classId: 3, sectionId: null });
    expect(completeChoice(3, 9, false)).toEqual({ classId: 3, sectionId: null });
  });

  it('needs a section for a class with sections', () => {
    expect(completeChoice(3, null, true)).toBeNull();
    expect(completeChoice(3, 9, true)).toEqual({ classId: 3, sectionId: 9 });
  });

  it('waits for the class and for knowing whether it has sections', () => {
    expect(completeChoice(null, 9, true)).toBeNull();
    expect(completeChoice(3, 9, null)).toBeNull();
  });
});

describe('classLabel', () => {
  it('joins class and section, or shows the class alone, or N/A', () => {
    expect(classLabel('5', 'A')).toBe('5 - A');
    expect(classLabel('Nursery', null)).toBe('Nursery');
    expect(classLabel(null, 'A')).toBe('N/A');
  });
});
