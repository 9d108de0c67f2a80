import {
  averageRating,
  feedbackMessages,
  type GiveStaffFeedbackBody,
  roleIds,
  type StaffFeedbackRow,
} from '@shala/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { accountsOf } from '../auth/index.ts';
import { findAssignedTeachers, findStudentPlaces, listChildPlaces } from '../students/index.ts';
import { checkOwnChild } from './student-feedback.ts';
import { feedbackQuestions, staffFeedback, staffFeedbackAnswers } from './tables.ts';

const m = feedbackMessages;

export async function listQuestions(scope: SignedInScope) {
  return scope.tx
    .select({ id: feedbackQuestions.id, question: feedbackQuestions.question })
    .from(feedbackQuestions)
    .where(eq(feedbackQuestions.tenantId, scope.tenantId))
    .orderBy(asc(feedbackQuestions.id));
}

/** A parent rates one of their child's teachers on every question of the school. */
export async function giveStaffFeedback(scope: SignedInScope, body: GiveStaffFeedbackBody) {
  await checkOwnChild(scope, body.student_id);
  if (scope.user.roleId !== roleIds.parent)
    throw new AppError('FORBIDDEN', m.staffFeedbackParentsOnly);
  const session = await resolveSession(scope.tx, scope.tenantId, undefined);
  const child = (await listChildPlaces(scope.tx, scope.tenantId, scope.user.id, session.id)).find(
    (place) => place.studentId === body.student_id,
  );
  if (!child) throw notFound(m.studentNotFound);
  const teachers = await findAssignedTeachers(scope.tx, scope.tenantId, child);
  if (!teachers.some((row) => row.user_id === body.teacher_id))
    throw badRequest(m.notTheirTeacher, 'teacher_id');
  const questions = await listQuestions(scope);
  if (questions.length === 0) throw badRequest(m.noQuestions, 'answers');
  const ratingOf = new Map(body.answers.map((answer) => [answer.question_id, answer.rating]));
  if (questions.some((question) => !ratingOf.has(question.id)))
    throw badRequest(m.ratingRequired, 'answers');
  const [row] = await scope.tx
    .insert(staffFeedback)
    .values({
      tenantId: scope.tenantId,
      sessionId: session.id,
      teacherId: body.teacher_id,
      parentId: scope.user.id,
      studentId: child.studentId,
      date: scope.today,
      comment: body.comment || null,
    })
    .returning({ id: staffFeedback.id });
  await scope.tx.insert(staffFeedbackAnswers).values(
    questions.map((question, position) => ({
      tenantId: scope.tenantId,
      feedbackId: row!.id,
      position,
      question: question.question,
      rating: ratingOf.get(question.id)!,
    })),
  );
  const [saved] = await readStaffFeedback(scope, eq(staffFeedback.id, row!.id));
  return saved!;
}

/** Staff feedback rows with their answers (two queries), latest first. */
export async function readStaffFeedback(
  scope: SignedInScope,
  where: SQL | undefined,
): Promise<StaffFeedbackRow[]> {
  const teacher = accountsOf(scope.tx, scope.tenantId, 'teacher');
  const parent = accountsOf(scope.tx, scope.tenantId, 'parent');
  const rows = await scope.tx
    .select({ feedback: staffFeedback, teacherName: teacher.fullName, parentName: parent.fullName })
    .from(staffFeedback)
    .innerJoin(teacher, eq(teacher.id, staffFeedback.teacherId))
    .innerJoin(parent, eq(parent.id, staffFeedback.parentId))
    .where(and(eq(staffFeedback.tenantId, scope.tenantId), where))
    .orderBy(desc(staffFeedback.date), desc(staffFeedback.id))
    .limit(500);
  if (rows.length === 0) return [];
  const answers = await scope.tx
    .select()
    .from(staffFeedbackAnswers)
    .where(
      and(
        eq(staffFeedbackAnswers.tenantId, scope.tenantId),
        inArray(
          staffFeedbackAnswers.feedbackId,
          rows.map((row) => row.feedback.id),
        ),
      ),
    )
    .orderBy(asc(staffFeedbackAnswers.feedbackId), asc(staffFeedbackAnswers.position));
  const sessionId = rows[0]!.feedback.sessionId;
  const places = await findStudentPlaces(
    scope.tx,
    scope.tenantId,
    sessionId,
    rows.map((row) => row.feedback.studentId),
  );
  return rows.map(({ feedback, teacherName, parentName }) => {
    const own = answers.filter((answer) => answer.feedbackId === feedback.id);
    const place = places.get(feedback.studentId);
    return {
      id: feedback.id,
      date: feedback.date,
      teacher: { id: feedback.teacherId, full_name: teacherName },
      student_name: place?.studentName ?? '',
      class_name: place
        ? `${place.className}${place.sectionName ? ` ${place.sectionName}` : ''}`
        : '',
      given_by: parentName,
      average: averageRating(own.map((answer) => answer.rating)),
      answers: own.map((answer) => ({ question: answer.question, rating: answer.rating })),
      comment: feedback.comment,
    };
  });
}

export async function listStaffFeedback(
  scope: SignedInScope,
  query: { session_id?: number; teacher_id?: number },
) {
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  return readStaffFeedback(
    scope,
    and(
      eq(staffFeedback.sessionId, session.id),
      query.teacher_id ? eq(staffFeedback.teacherId, query.teacher_id) : undefined,
    ),
  );
}

/** The signed-in teacher's own feedback of a session. */
export async function listMyStaffFeedback(scope: SignedInScope, query: { session_id?: number }) {
  const session = await resolveSession(scope.tx, scope.tenantId, query.session_id);
  return readStaffFeedback(
    scope,
    and(eq(staffFeedback.sessionId, session.id), eq(staffFeedback.teacherId, scope.user.id)),
  );
}
