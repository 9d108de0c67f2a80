import {
  type AssignedTeacherQuery,
  type StudentsOfParentQuery,
  studentMessages,
} from '@shala/contracts';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../platform/db/like.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import {
  classes,
  findCurrentSession,
  listSectionsByClass,
  resolveSessionId,
  sections,
} from '../academics/index.ts';
import { findAssignedTeachers } from './assigned-teachers.ts';
import { childrenOfAccount, classJoin, programJoin, sectionJoin } from './student-queries.ts';
import { parents, studentParents, studentPrograms, students } from './tables.ts';

const parentRole = 4;
const isParent = (scope: SignedInScope) => scope.user.roleId === parentRole;

/** A parent sees only their own children; everyone else every student of the school. */
const visibleTo = (scope: SignedInScope): SQL | undefined =>
  isParent(scope)
    ? sql`${students.id} in ${childrenOfAccount(scope.tenantId, scope.user.id)}`
    : undefined;

interface StudentFilter {
  sessionId?: number;
  classId?: number;
  sectionId?: number;
  search?: string;
  limit: number;
}

/** Active students of a session (the current one by default) as pickers show them. */
export async function findStudentOptions(scope: SignedInScope, filter: StudentFilter) {
  const tenantId = scope.tenantId;
  const sessionId = await resolveSessionId(scope.tx, tenantId, filter.sessionId);
  if (sessionId === null) return [];
  const search = filter.search ? containing(filter.search) : null;
  const rows = await scope.tx
    .select({
      student_id: students.id,
      student_name: students.studentName,
      admission_no: students.admissionNo,
      class_id: studentPrograms.classId,
      section_id: studentPrograms.sectionId,
      roll_number: studentPrograms.rollNumber,
    })
    .from(students)
    .innerJoin(studentPrograms, programJoin(sessionId))
    .innerJoin(classes, classJoin)
    .where(
      and(
        eq(students.tenantId, tenantId),
        eq(students.status, 'ACTIVE'),
        filter.classId ? eq(studentPrograms.classId, filter.classId) : undefined,
        filter.sectionId ? eq(studentPrograms.sectionId, filter.sectionId) : undefined,
        search
          ? or(ilike(students.studentName, search), ilike(students.admissionNo, search))
          : undefined,
        visibleTo(scope),
      ),
    )
    .orderBy(
      asc(classes.position),
      asc(studentPrograms.sectionId),
      asc(studentPrograms.rollNumber),
      asc(sql`lower(${students.studentName})`),
      asc(students.id),
    )
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, class_id: row.class_id! }));
}

/**
 * A parent account's children. A parent may only ask for themself: another user id is
 * answered 404 (as if it did not exist), so families cannot be probed.
 */
export async function listChildrenOfParent(scope: SignedInScope, query: StudentsOfParentQuery) {
  const tenantId = scope.tenantId;
  let userId = query.userId;
  if (isParent(scope)) {
    if (userId !== undefined && userId !== scope.user.id) throw notFound();
    userId = scope.user.id;
  } else if (userId === undefined) throw badRequest(studentMessages.chooseParent, 'userId');
  const session = await findCurrentSession(scope.tx, tenantId);
  const rows = await scope.tx
    .select({
      student_id: students.id,
      student_name: students.studentName,
      admission_no: students.admissionNo,
      parent_type: studentParents.parentType,
      session_id: studentPrograms.sessionId,
      class_id: studentPrograms.classId,
      section_id: studentPrograms.sectionId,
      class_name: classes.name,
      section_name: sections.name,
      roll_number: studentPrograms.rollNumber,
    })
    .from(parents)
    .innerJoin(
      studentParents,
      and(eq(studentParents.tenantId, parents.tenantId), eq(studentParents.parentId, parents.id)),
    )
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentParents.tenantId),
        eq(students.id, studentParents.studentId),
      ),
    )
    .leftJoin(studentPrograms, programJoin(session?.id ?? null))
    .leftJoin(classes, classJoin)
    .leftJoin(sections, sectionJoin)
    .where(
      and(
        eq(parents.tenantId, tenantId),
        eq(parents.userId, userId),
        !isParent(scope) && query.parentType
          ? eq(studentParents.parentType, query.parentType)
          : undefined,
      ),
    )
    .orderBy(asc(students.admissionDate), asc(students.id), asc(studentParents.parentType));
  const seen = new Set<number>();
  return rows
    .filter((row) => !seen.has(row.student_id) && seen.add(row.student_id))
    .map((row) => ({
      student_id: row.student_id,
      student_name: row.student_name,
      admission_no: row.admission_no,
      parent_type: row.parent_type,
      program:
        row.session_id === null || row.class_id === null
          ? null
          : {
              session_id: row.session_id,
              class_id: row.class_id,
              section_id: row.section_id,
              class_name: row.class_name ?? '',
              section_name: row.section_name,
              roll_number: row.roll_number,
            },
    }));
}

/**
 * Class teacher and subject teachers allocated to a class and section, or to a student's
 * class and section, in the session. A section that is not one of the class's there has
 * no teachers; a class with sections needs one.
 */
export async function findTeachersOfClass(scope: SignedInScope, query: AssignedTeacherQuery) {
  const tenantId = scope.tenantId;
  const sessionId = await resolveSessionId(scope.tx, tenantId, query.session_id);
  if (sessionId === null) return [];
  let classId = query.class_id;
  let sectionId = query.section_id ?? null;
  if (query.student_id !== undefined) {
    const [program] = await scope.tx
      .select({ classId: studentPrograms.classId, sectionId: studentPrograms.sectionId })
      .from(students)
      .innerJoin(studentPrograms, programJoin(sessionId))
      .where(
        and(eq(students.tenantId, tenantId), eq(students.id, query.student_id), visibleTo(scope)),
      );
    if (!program) throw notFound(studentMessages.studentNotFound);
    classId = program.classId;
    sectionId = program.sectionId;
  }
  if (classId === undefined) throw badRequest(studentMessages.chooseClass, 'class_id');
  const classSectionList =
    (await listSectionsByClass(scope.tx, tenantId, sessionId, [classId])).get(classId) ?? [];
  if (sectionId === null && classSectionList.length > 0) {
    if (query.student_id === undefined)
      throw badRequest(studentMessages.chooseSection, 'section_id');
    return [];
  }
  if (sectionId !== null && !classSectionList.some((section) => section.id === sectionId))
    return [];
  return findAssignedTeachers(scope.tx, tenantId, { sessionId, classId, sectionId });
}
