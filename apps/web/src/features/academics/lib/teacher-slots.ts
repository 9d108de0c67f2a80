import type { TeacherAllocationRow } from '@shala/contracts';

/** The teacher holding a slot, as the allocation names them. */
export interface SlotTeacher {
  id: number;
  name: string;
}

interface SectionItem {
  id: number;
  section_name: string;
}

interface ClassWithSections {
  class_id: number;
  class_name: string;
  sections: readonly SectionItem[];
}

/** One row of the class-teacher table: a class and one of its sections (or none). */
export interface ClassTeacherSlot {
  key: string;
  class_id: number;
  class_name: string;
  section_id: number | null;
  section_name: string | null;
  teacher: SlotTeacher | null;
}

/** One row of the subject-teacher table of a class: a section (or none) and a subject. */
export interface SubjectTeacherSlot {
  key: string;
  section_id: number | null;
  section_name: string | null;
  subject_id: number;
  subject_name: string;
  is_optional: 0 | 1;
  teacher: SlotTeacher | null;
}

const sectionsOrNone = (sections: readonly SectionItem[]) =>
  sections.length > 0
    ? sections.map((section) => ({ id: section.id as number | null, name: section.section_name }))
    : [{ id: null, name: null as string | null }];

function teacherOf(
  allocations: readonly TeacherAllocationRow[],
  classId: number,
  sectionId: number | null,
  subjectId: number | null,
): SlotTeacher | null {
  const found = allocations.find(
    (row) =>
      row.class_id === classId &&
      row.section_id === sectionId &&
      (row.subject_id ?? null) === subjectId,
  );
  return found ? { id: found.teacher_id, name: found.teacher_name } : null;
}

/**
 * Every class and section of a session with its class teacher; a class without sections
 * has one row of its own. Allocations of sections the class no longer has are left out.
 */
export function buildClassTeacherSlots(
  classes: readonly ClassWithSections[],
  allocations: readonly TeacherAllocationRow[],
): ClassTeacherSlot[] {
  return classes.flatMap((item) =>
    sectionsOrNone(item.sections).map((section) => ({
      key: `${item.class_id}:${section.id ?? 0}`,
      class_id: item.class_id,
      class_name: item.class_name,
      section_id: section.id,
      section_name: section.name,
      teacher: teacherOf(allocations, item.class_id, section.id, null),
    })),
  );
}

/** Every section (or none) and subject of one class with its subject teacher. */
export function buildSubjectTeacherSlots(
  classId: number,
  sections: readonly SectionItem[],
  subjects: readonly { id: number; subject_name: string; is_optional: 0 | 1 }[],
  allocations: readonly TeacherAllocationRow[],
): SubjectTeacherSlot[] {
  return sectionsOrNone(sections).flatMap((section) =>
    subjects.map((subject) => ({
      key: `${section.id ?? 0}:${subject.id}`,
      section_id: section.id,
      section_name: section.name,
      subject_id: subject.id,
      subject_name: subject.subject_name,
      is_optional: subject.is_optional,
      teacher: teacherOf(allocations, classId, section.id, subject.id),
    })),
  );
}

/** How many slots have a teacher: "12 of 20 assigned". */
export function countAssigned(slots: readonly { teacher: SlotTeacher | null }[]): number {
  return slots.filter((slot) => slot.teacher !== null).length;
}
