import { eq, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { studentPrograms, students } from './tables.ts';

/**
 * Students' rows as subqueries of one school, for another module's query that shows students
 * in the same statement (like `enrolmentOf`, which gives one session's enrolment):
 * `const student = studentsOf(tx, tenantId)`, then `.innerJoin(student, eq(student.id, rows.studentId))`.
 * In SQL text: `join ${studentsOf(tx, tenantId, 'st')} on st.id = d.student_id`, with the
 * columns' SQL names (`st.student_name`). Give each use in one statement its own alias.
 */
type TenantId = number | SQLWrapper;

/** Students (any status) with their particulars. */
export function studentsOf(tx: Tx, tenantId: TenantId, alias = 'student') {
  return tx
    .select({
      id: students.id,
      admissionNo: students.admissionNo,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      studentName: students.studentName,
      gender: students.gender,
      dateOfBirth: students.dateOfBirth,
      bloodGroup: students.bloodGroup,
      religion: students.religion,
      category: students.category,
      nationality: students.nationality,
      admissionDate: students.admissionDate,
      status: students.status,
    })
    .from(students)
    .where(eq(students.tenantId, tenantId))
    .as(alias);
}

/** Students' places in every session (`student_id`, `session_id`, `class_id`, `section_id`, `roll_number`). */
export function programsOf(tx: Tx, tenantId: TenantId, alias = 'program') {
  return tx
    .select({
      id: studentPrograms.id,
      studentId: studentPrograms.studentId,
      sessionId: studentPrograms.sessionId,
      classId: studentPrograms.classId,
      sectionId: studentPrograms.sectionId,
      rollNumber: studentPrograms.rollNumber,
    })
    .from(studentPrograms)
    .where(eq(studentPrograms.tenantId, tenantId))
    .as(alias);
}
