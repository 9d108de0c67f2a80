import {
  averageRating,
  feedbackMessages,
  type GiveStaffFeedbackBody,
  roleIds,
  type StaffFeedbackRow,
  todayIn,
} from '@shala/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { resolveSession } from '../academics/index.ts';
import { accountsOf } from '../auth/index.ts';
import { findAssignedTeachers, findStudentPlaces, listChildPlaces } from '../students/index.ts';
import { checkOwnChild } from './student-feedback.ts';
import { feedbackQuestions, staffFeedback, staffFeedbackAnswers } from './tables.ts';

const m = feedbackMessages;

export async function listQuestions(ctx: SignedInContext) {
  return ctx.tx
    .select({ id: feedbackQuestions.id, question: feedbackQuestions.question })
    .from(feedbackQuestions)
    .where(eq(feedbackQuestions.tenantId, ctx.tenant.id))
    .orderBy(asc(feedbackQuestions.id));
}

/** A parent rates one of their child's teachers on every question of the school. */
export async function giveStaffFeedback(ctx: SignedInContext, body: GiveStaffFeedbackBody) {
  await checkOwnChild(ctx, body.student_id);
  if (ctx.user.roleId !== roleIds.parent)
    throw new AppError('FORBIDDEN', m.staffFeedbackParentsOnly);
  const session = await resolveSession(ctx.tx, ctx.tenant.id, undefined);
  const child = (await listChildPlaces(ctx.tx, ctx.tenant.id, ctx.user.id, session.id)).find(
    (place) => place.studentId === body.student_id,
  );
  if (!child) throw notFound(m.studentNotFound);
  const teachers = await findAssignedTeachers(ctx.tx, ctx.tenant.id, child);
  if (!teachers.some((row) => row.user_id === body.teacher_id))
    throw badRequest(m.notTheirTeacher, 'teacher_id');
  const questions = await listQuestions(ctx);
  if (questions.length === 0) throw badRequest(m.noQuestions, 'answers');
  const ratingOf = new Map(body.answers.map((answer) => [answer.question_id, answer.rating]));
  if (questions.some((question) => !ratingOf.has(question.id)))
    throw badRequest(m.ratingRequired, 'answers');
  const [row] = await ctx.tx
    .insert(staffFeedback)
    .values({
      tenantId: ctx.tenant.id,
      sessionId: session.id,
      teacherId: body.teacher_id,
      parentId: ctx.user.id,
      studentId: child.studentId,
      date: todayIn(ctx.tenant.timeZone),
      comment: body.comment || null,
    })
    .returning({ id: staffFeedback.id });
  await ctx.tx.insert(staffFeedbackAnswers).values(
    questions.map((question, position) => ({
      tenantId: ctx.tenant.id,
      feedbackId: row!.id,
      position,
      question: question.question,
      rating: ratingOf.get(question.id)!,
    })),
  );
  const [saved] = await readStaffFeedback(ctx, eq(staffFeedback.id, row!.id));
  return saved!;
}

/** Staff feedback rows with their answers (two queries), latest first. */
export async function readStaffFeedback(
  ctx: SignedInContext,
  where: SQL | undefined,
): Promise<StaffFeedbackRow[]> {
  const teacher = accountsOf(ctx.tx, ctx.tenant.id, 'teacher');
  const parent = accountsOf(ctx.tx, ctx.tenant.id, 'parent');
  const rows = await ctx.tx
    .select({ feedback: staffFeedback, teacherName: teacher.fullName, parentName: parent.fullName })
    .from(staffFeedback)
    .innerJoin(teacher, eq(teacher.id, staffFeedback.teacherId))
    .innerJoin(parent, eq(parent.id, staffFeedback.parentId))
    .where(and(eq(staffFeedback.tenantId, ctx.tenant.id), where))
    .orderBy(desc(staffFeedback.date), desc(staffFeedback.id))
    .limit(500);
  if (rows.length === 0) return [];
  const answers = await ctx.tx
    .select()
    .from(staffFeedbackAnswers)
    .where(
      and(
        eq(staffFeedbackAnswers.tenantId, ctx.tenant.id),
        inArray(
          staffFeedbackAnswers.feedbackId,
          rows.map((row) => row.feedback.id),
        ),
      ),
    )
    .orderBy(asc(staffFeedbackAnswers.feedbackId), asc(staffFeedbackAnswers.position));
  const sessionId = rows[0]!.feedback.sessionId;
  const places = await findStudentPlaces(
    ctx.tx,
    ctx.tenant.id,
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
  ctx: SignedInContext,
  query: { session_id?: number; teacher_id?: number },
) {
  const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id);
  return readStaffFeedback(
    ctx,
    and(
      eq(staffFeedback.sessionId, session.id),
      query.teacher_id ? eq(staffFeedback.teacherId, query.teacher_id) : undefined,
    ),
  );
}

/** The signed-in teacher's own feedback of a session. */
export async function listMyStaffFeedback(ctx: SignedInContext, query: { session_id?: number }) {
  const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id);
  return readStaffFeedback(
    ctx,
    and(eq(staffFeedback.sessionId, session.id), eq(staffFeedback.teacherId, ctx.user.id)),
  );
}
