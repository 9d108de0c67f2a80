import { eq, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import {
  academicSessions,
  classes,
  classSections,
  sections,
  subjects,
  teacherAllocations,
} from './tables.ts';

/**
 * Academics' rows as subqueries of one school, for another module's query that shows class,
 * section, subject or session names in the same statement:
 * `const cls = classesOf(tx, tenantId)`, then `.leftJoin(cls, eq(cls.id, rows.classId))`.
 * In SQL text: `left join ${classesOf(tx, tenantId, 'cl')} on cl.id = sp.class_id`, with the
 * columns' SQL names (`cl.class_name`). Give each use in one statement its own alias.
 * `tenantId` may be a placeholder of a prepared statement. Read-only by construction.
 */
type TenantId = number | SQLWrapper;

/** Sessions and sub-sessions (terms): `name`, `start_date`, `end_date`, `is_current`, `parent_id`. */
export function sessionsOf(tx: Tx, tenantId: TenantId, alias = 'session') {
  return tx
    .select({
      id: academicSessions.id,
      name: academicSessions.name,
      startDate: academicSessions.startDate,
      endDate: academicSessions.endDate,
      isCurrent: academicSessions.isCurrent,
      parentId: academicSessions.parentId,
    })
    .from(academicSessions)
    .where(eq(academicSessions.tenantId, tenantId))
    .as(alias);
}

/** Classes: `name` (SQL `class_name`) and `position`, the promotion order lists sort by. */
export function classesOf(tx: Tx, tenantId: TenantId, alias = 'class') {
  return tx
    .select({ id: classes.id, name: classes.name, position: classes.position })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .as(alias);
}

/** Sections: `name` (SQL `section_name`). */
export function sectionsOf(tx: Tx, tenantId: TenantId, alias = 'section') {
  return tx
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(eq(sections.tenantId, tenantId))
    .as(alias);
}

/** Subjects: `name` (SQL `subject_name`), `code` (`subject_code`), `isOptional`. */
export function subjectsOf(tx: Tx, tenantId: TenantId, alias = 'subject') {
  return tx
    .select({
      id: subjects.id,
      name: subjects.name,
      code: subjects.code,
      isOptional: subjects.isOptional,
    })
    .from(subjects)
    .where(eq(subjects.tenantId, tenantId))
    .as(alias);
}

/** Which sections each class has in each session (`session_id`, `class_id`, `section_id`). */
export function classSectionsOf(tx: Tx, tenantId: TenantId, alias = 'class_section') {
  return tx
    .select({
      id: classSections.id,
      sessionId: classSections.sessionId,
      classId: classSections.classId,
      sectionId: classSections.sectionId,
    })
    .from(classSections)
    .where(eq(classSections.tenantId, tenantId))
    .as(alias);
}

/**
 * Teachers' places (`session_id`, `class_id`, `section_id`, `subject_id`, `teacher_id`): a
 * null subject is the class teacher of the class (and section).
 */
export function teacherAllocationsOf(tx: Tx, tenantId: TenantId, alias = 'allocation') {
  return tx
    .select({
      id: teacherAllocations.id,
      sessionId: teacherAllocations.sessionId,
      classId: teacherAllocations.classId,
      sectionId: teacherAllocations.sectionId,
      subjectId: teacherAllocations.subjectId,
      teacherId: teacherAllocations.teacherId,
    })
    .from(teacherAllocations)
    .where(eq(teacherAllocations.tenantId, tenantId))
    .as(alias);
}
