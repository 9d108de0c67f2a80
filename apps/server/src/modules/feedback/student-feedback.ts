import { type FeedbackRow, feedbackMessages, roleIds, todayIn } from '@shala/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { resolveSession } from '../academics/index.ts';
import { accountsOf } from '../auth/index.ts';
import { findStudentPlaces, listChildIds, listStudentPlaces } from '../students/index.ts';
import { studentFeedback } from './tables.ts';

const m = feedbackMessages;
const isParent = (ctx: SignedInContext) => ctx.user.roleId === roleIds.parent;

/** A parent may name only their own children (another family's child: 404). */
export async function checkOwnChild(ctx: SignedInContext, studentId: number) {
  if (!isParent(ctx)) return;
  const children = await listChildIds(ctx.tx, ctx.tenant.id, ctx.user.id);
  if (!children.includes(studentId)) throw notFound(m.studentNotFound);
}

/** Classwise: the students of a class and section with how many feedback they have. */
export async function searchFeedbackStudents(
  ctx: SignedInContext,
  query: { session_id?: number; class_id: number; section_id?: number; student_name?: string },
) {
  const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id);
  let students = await listStudentPlaces(ctx.tx, ctx.tenant.id, {
    sessionId: session.id,
    classId: query.class_id,
    sectionId: query.section_id,
    search: query.student_name || undefined,
  });
  if (isParent(ctx)) {
    const children = new Set(await listChildIds(ctx.tx, ctx.tenant.id, ctx.user.id));
    students = students.filter((student) => children.has(student.studentId));
  }
  const counts = students.length
    ? await ctx.tx
        .select({ studentId: studentFeedback.studentId, total: count() })
        .from(studentFeedback)
        .where(
          and(
            eq(studentFeedback.tenantId, ctx.tenant.id),
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
  ctx: SignedInContext,
  query: { session_id?: number; student_id: number },
): Promise<FeedbackRow[]> {
  await checkOwnChild(ctx, query.student_id);
  const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id);
  const givenBy = accountsOf(ctx.tx, ctx.tenant.id, 'given_by');
  const rows = await ctx.tx
    .select({ feedback: studentFeedback, givenBy: givenBy.fullName })
    .from(studentFeedback)
    .innerJoin(givenBy, eq(givenBy.id, studentFeedback.givenBy))
    .where(
      and(
        eq(studentFeedback.tenantId, ctx.tenant.id),
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
  ctx: SignedInContext,
  body: { comment: string; session_id?: number; student_id: number },
): Promise<FeedbackRow> {
  await checkOwnChild(ctx, body.student_id);
  const session = await resolveSession(ctx.tx, ctx.tenant.id, body.session_id);
  const place = await findStudentPlaces(ctx.tx, ctx.tenant.id, session.id, [body.student_id]);
  if (!place.has(body.student_id)) throw notFound(m.studentNotFound);
  const [row] = await ctx.tx
    .insert(studentFeedback)
    .values({
      tenantId: ctx.tenant.id,
      sessionId: session.id,
      studentId: body.student_id,
      comment: body.comment,
      date: todayIn(ctx.tenant.timeZone),
      givenBy: ctx.user.id,
    })
    .returning();
  return {
    id: row!.id,
    comment: row!.comment,
    date: row!.date,
    session_id: row!.sessionId,
    student_id: row!.studentId,
    feedbackByUser: { full_name: ctx.user.fullName },
  };
}
