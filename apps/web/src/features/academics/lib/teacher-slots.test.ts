import type { TeacherAllocationRow } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { buildClassTeacherSlots, buildSubjectTeacherSlots, countAssigned } from './teacher-slots';

const allocation = (over: Partial<TeacherAllocationRow>): TeacherAllocationRow => ({
  id: 1,
  session_id: 2,
  class_id: 8,
  class_name: '5',
  section_id: 1,
  section_name: 'A',
  subject_id: null,
  subject_name: null,
  teacher_id: 6,
  teacher_name: 'Kavita Rao',
  is_class_teacher: 1,
  ...over,
});

const sectionA = { id: 1, section_name: 'A' };
const sectionB = { id: 2, section_name: 'B' };

describe('buildClassTeacherSlots', () => {
  it('gives a row per section and one row to a class without sections', () => {
    const slots = buildClassTeacherSlots(
      [
        { class_id: 1, class_name: 'Nursery', sections: [] },
        { class_id: 8, class_name: '5', sections: [sectionA, sectionB] },
      ],
      [allocation({})],
    );
    expect(slots.map((slot) => [slot.key, slot.section_name, slot.teacher?.name ?? null])).toEqual([
      ['1:0', null, null],
      ['8:1', 'A', 'Kavita Rao'],
      ['8:2', 'B', null],
    ]);
    expect(countAssigned(slots)).toBe(1);
  });

  it('ignores subject teachers and sections the class no longer has', () => {
    const slots = buildClassTeacherSlots(
      [{ class_id: 8, class_name: '5', sections: [sectionB] }],
      [allocation({}), allocation({ section_id: 2, subject_id: 3, subject_name: 'Science' })],
    );
    expect(slots).toHaveLength(1);
    expect(slots[0]?.teacher).toBeNull();
  });

  it('finds the class teacher of a class without sections', () => {
    const slots = buildClassTeacherSlots(
      [{ class_id: 1, class_name: 'Nursery', sections: [] }],
      [allocation({ class_id: 1, section_id: null, section_name: null, teacher_name: 'Geeta' })],
    );
    expect(slots[0]?.teacher).toEqual({ id: 6, name: 'Geeta' });
  });
});

describe('buildSubjectTeacherSlots', () => {
  const subjects = [
    { id: 3, subject_name: 'Science', is_optional: 0 as const },
    { id: 6, subject_name: 'Computer', is_optional: 1 as const },
  ];

  it('crosses sections with subjects and finds each subject teacher', () => {
    const slots = buildSubjectTeacherSlots(8, [sectionA, sectionB], subjects, [
      allocation({ section_id: 2, subject_id: 6, teacher_name: 'Anil' }),
      allocation({}),
    ]);
    expect(slots.map((slot) => [slot.key, slot.teacher?.name ?? null])).toEqual([
      ['1:3', null],
      ['1:6', null],
      ['2:3', null],
      ['2:6', 'Anil'],
    ]);
  });

  it('gives a class without sections one row per subject', () => {
    const slots = buildSubjectTeacherSlots(1, [], subjects, []);
    expect(slots.map((slot) => slot.key)).toEqual(['0:3', '0:6']);
    expect(slots[0]?.section_id).toBeNull();
  });
});
