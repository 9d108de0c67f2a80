import { and, eq, inArray } from 'drizzle-orm';
import type { SignedInScope, TenantScope } from '../../platform/scope.ts';
import { findStudentPlace } from './exam-lookups.ts';
import { findExamType } from './exam-types.ts';
import { coScholasticGrades, reportCardRemarks } from './tables.ts';

type Key = { examTypeId: number; sessionId: number; studentIds: number[] };

/** Co-scholastic grades of many students in an exam type. */
export async function loadCoScholastic(scope: TenantScope, key: Key) {
  const { tx, tenantId } = scope;
  if (key.studentIds.length === 0) return [];
  return tx
    .select()
    .from(coScholasticGrades)
    .where(
      and(
        eq(coScholasticGrades.tenantId, tenantId),
        eq(coScholasticGrades.examTypeId, key.examTypeId),
        eq(coScholasticGrades.sessionId, key.sessionId),
        inArray(coScholasticGrades.studentId, key.studentIds),
      ),
    );
}

/** The class teacher's remarks of many students in an exam type, by student. */
export async function loadRemarks(scope: TenantScope, key: Key) {
  const { tx, tenantId } = scope;
  if (key.studentIds.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ studentId: reportCardRemarks.studentId, remarks: reportCardRemarks.remarks })
    .from(reportCardRemarks)
    .where(
      and(
        eq(reportCardRemarks.tenantId, tenantId),
        eq(reportCardRemarks.examTypeId, key.examTypeId),
        eq(reportCardRemarks.sessionId, key.sessionId),
        inArray(reportCardRemarks.studentId, key.studentIds),
      ),
    );
  return new Map(rows.map((row) => [row.studentId, row.remarks]));
}

/** Replaces a student's co-scholastic grades in an exam type. */
export async function saveCoScholastic(
  scope: SignedInScope,
  body: {
    exam_type_id: number;
    student_id: number;
    session_id: number;
    grades: Array<{ area: string; grade: string }>;
  },
) {
  await findExamType(scope, body.exam_type_id);
  await findStudentPlace(scope, body.student_id, body.session_id);
  const key = and(
    eq(coScholasticGrades.tenantId, scope.tenantId),
    eq(coScholasticGrades.examTypeId, body.exam_type_id),
    eq(coScholasticGrades.sessionId, body.session_id),
    eq(coScholasticGrades.studentId, body.student_id),
  );
  await scope.tx.delete(coScholasticGrades).where(key);
  const unique = [...new Map(body.grades.map((g) => [g.area, g])).values()];
  if (unique.length)
    await scope.tx.insert(coScholasticGrades).values(
      unique.map((g) => ({
        tenantId: scope.tenantId,
        examTypeId: body.exam_type_id,
        sessionId: body.session_id,
        studentId: body.student_id,
        area: g.area,
        grade: g.grade,
      })),
    );
  return unique;
}

/** Sets the class teacher's remarks on a student's report card; empty remarks clear them. */
export async function saveRemarks(
  scope: SignedInScope,
  body: { exam_type_id: number; student_id: number; session_id: number; remarks: string },
) {
  await findExamType(scope, body.exam_type_id);
  await findStudentPlace(scope, body.student_id, body.session_id);
  const row = {
    tenantId: scope.tenantId,
    examTypeId: body.exam_type_id,
    sessionId: body.session_id,
    studentId: body.student_id,
  };
  if (body.remarks === '') {
    await scope.tx
      .delete(reportCardRemarks)
      .where(
        and(
          eq(reportCardRemarks.tenantId, row.tenantId),
          eq(reportCardRemarks.examTypeId, row.examTypeId),
          eq(reportCardRemarks.sessionId, row.sessionId),
          eq(reportCardRemarks.studentId, row.studentId),
        ),
      );
    return { remarks: '' };
  }
  const values = { remarks: body.remarks, updatedBy: scope.user.id, updatedAt: new Date() };
  await scope.tx
    .insert(reportCardRemarks)
    .values({ ...row, ...values })
    .onConflictDoUpdate({
      target: [
        reportCardRemarks.tenantId,
        reportCardRemarks.examTypeId,
        reportCardRemarks.sessionId,
        reportCardRemarks.studentId,
      ],
      set: values,
    });
  return { remarks: body.remarks };
}
