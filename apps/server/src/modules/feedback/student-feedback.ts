import { type FeedbackRow, feedbackMessages, roleIds } from '@shala/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { accountsOf } from '../auth/index.ts';
import { findStudentPlaces, listChildIds, listStudentPlaces } from '../students/index.ts';
import { studentFeedback } from './tables.ts';

const m = feedbackMessages;
const isParent = (scope: SignedInScope) => scope.user.roleId === roleIds.parent;

/** A parent may name only their own children (another family's child: 404). */
export async function checkOwnChild(scope: SignedInScope, studentId: number) {
  if (!isParent(scope)) return;
  const children = await listChildIds(scope.tx, scope.tenantId, scope.user.id);
  if (!children.includes(studentId)) throw notFound(m.studentNotFound);
}

/** Classwise: the students of a class and section with how many feedback they have. */
export async function searchFeedbackStudents(
  scope: SignedInScope,
  query: { session_id?: number; class_id: number; section_id?: number; student_name?: string },
) {
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  let students = await listStudentPlaces(scope.tx, scope.tenantId, {
    sessionId: session.id,
    classId: query.class_id,
    sectionId: query.section_id,
    search: query.student_name || undefined,
  });
  if (isParent(scope)) {
    const children = new Set(await listChildIds(scope.tx, scope.tenantId, scope.user.id));
    students = students.filter((student) => children.has(student.studentId));
  }
  const counts = students.length
    ? await scope.tx
        .select({ studentId: studentFeedback.studentId, total: count() })
        .from(studentFeedback)
        .where(
          and(
            eq(studentFeedback.tenantId, scope.tenantId),
            eq(studentFeedback.sessionId, session.id),
            inArray(
              studentFeedback.studentId,
              students.map((student) => student.studentId),
            ),
          ),
        )
        .groupBy(studentFeedback.studentId)
    : [];
  const totalOf = new Map(counts.map((row) => [row.studentId, row.total]));
  return students.map((student) => ({
    student_id: student.studentId,
    Student: { student_name: student.studentName },
    class: { class_name: student.className },
    section: student.sectionName ? { section_name: student.sectionName } : null,
    roll_number: student.rollNumber,
    feedback_count: totalOf.get(student.studentId) ?? 0,
  }));
}

export async function listStudentFeedback(
  scope: SignedInScope,
  query: { session_id?: number; student_id: number },
): Promise<FeedbackRow[]> {
  await checkOwnChild(scope, query.student_id);
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  const givenBy = accountsOf(scope.tx, scope.tenantId, 'given_by');
  const rows = await scope.tx
    .select({ feedback: studentFeedback, givenBy: givenBy.fullName })
    .from(studentFeedback)
    .innerJoin(givenBy, eq(givenBy.id, studentFeedback.givenBy))
    .where(
      and(
        eq(studentFeedback.tenantId, scope.tenantId),
        eq(studentFeedback.sessionId, session.id),
        eq(studentFeedback.studentId, query.student_id),
      ),
    )
    .orderBy(desc(studentFeedback.date), desc(studentFeedback.id));
  return rows.map(({ feedback, givenBy }) => ({
    id: feedback.id,
    comment: feedback.comment,
    date: feedback.date,
    session_id: feedback.sessionId,
    student_id: feedback.studentId,
    feedbackByUser: { full_name: givenBy },
  }));
}

export async function giveFeedback(
  scope: SignedInScope,
  body: { comment: string; session_id?: number; student_id: number },
): Promise<FeedbackRow> {
  await checkOwnChild(scope, body.student_id);
  const session = await resolveSession(scope.tx, scope.tenantId, body.session_id);
  const place = await findStudentPlaces(scope.tx, scope.tenantId, session.id, [body.student_id]);
  if (!place.has(body.student_id)) throw notFound(m.studentNotFound);
  const [row] = await scope.tx
    .insert(studentFeedback)
    .values({
      tenantId: scope.tenantId,
      sessionId: session.id,
      studentId: body.student_id,
      comment: body.comment,
      date: scope.today,
      givenBy: scope.user.id,
    })
    .returning();
  return {
    id: row!.id,
    comment: row!.comment,
    date: row!.date,
    session_id: row!.sessionId,
    student_id: row!.studentId,
    feedbackByUser: { full_name: scope.user.fullName },
  };
}
