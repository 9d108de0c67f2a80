import {
  type CreateExamBody,
  type ExamRow,
  findClash,
  examMessages as m,
  paperClash,
  timeRange,
  type UpdateExamBody,
} from '@shala/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { loadNames, type Names } from './exam-lookups.ts';
import { findExamType } from './exam-types.ts';
import { exams, examTypes } from './tables.ts';

export type ExamRecord = typeof exams.$inferSelect;

export function presentExam(row: ExamRecord, typeName: string, names: Names): ExamRow {
  const subject = names.subjectName.get(row.subjectId) ?? '';
  return {
    id: row.id,
    exam_type_id: row.examTypeId,
    exam_type_name: typeName,
    session_id: row.sessionId,
    class_id: row.classId,
    class_name: names.className.get(row.classId) ?? '',
    subject_id: row.subjectId,
    subject: { label: subject, value: row.subjectId },
    date: row.examDate,
    time: timeRange({ start_time: row.startTime, end_time: row.endTime }),
    start_time: row.startTime,
    end_time: row.endTime,
    full_mark: row.fullMark,
    min_mark: row.minMark,
    result_published: row.resultPublished ? 1 : 0,
  };
}

/** Exam rows with their type's name, presented (one query for the rows, two for names). */
export async function presentExams(
  scope: TenantScope,
  rows: Array<{ exam: ExamRecord; typeName: string }>,
) {
  if (rows.length === 0) return [];
  const names = await loadNames(scope);
  return rows.map((row) => presentExam(row.exam, row.typeName, names));
}

const withTypeName = (tx: Tx) =>
  tx
    .select({ exam: exams, typeName: examTypes.name })
    .from(exams)
    .innerJoin(
      examTypes,
      and(eq(examTypes.tenantId, exams.tenantId), eq(examTypes.id, exams.examTypeId)),
    );

/** The papers of an exam type in a session, one class or all, by date and time. */
export async function listExams(
  scope: TenantScope,
  filter: { exam_type_id: number; session_id: number; class_id?: number },
) {
  const { tx, tenantId } = scope;
  const rows = await withTypeName(tx)
    .where(
      and(
        eq(exams.tenantId, tenantId),
        eq(exams.examTypeId, filter.exam_type_id),
        eq(exams.sessionId, filter.session_id),
        filter.class_id === undefined ? undefined : eq(exams.classId, filter.class_id),
      ),
    )
    .orderBy(asc(exams.classId), asc(exams.examDate), asc(exams.startTime), asc(exams.id));
  return presentExams(scope, rows);
}

export async function findExam(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await withTypeName(tx).where(and(eq(exams.tenantId, tenantId), eq(exams.id, id)));
  if (!row) throw notFound(m.examNotFound);
  return row;
}

/** Refuses a paper that would make its class sit two papers at once, or a subject twice. */
async function assertNoClash(scope: TenantScope, body: CreateExamBody & { id?: number }) {
  const { tx, tenantId } = scope;
  const sameDay = await tx
    .select()
    .from(exams)
    .where(
      and(
        eq(exams.tenantId, tenantId),
        eq(exams.sessionId, body.session_id),
        eq(exams.classId, body.class_id),
        eq(exams.examDate, body.exam_date),
        body.id === undefined ? undefined : ne(exams.id, body.id),
      ),
    );
  const clash = findClash(
    body,
    sameDay.map((row) => ({
      ...row,
      exam_date: row.examDate,
      start_time: row.startTime,
      end_time: row.endTime,
    })),
  );
  if (clash) {
    const names = await loadNames(scope);
    const subject = names.subjectName.get(clash.subjectId) ?? 'another paper';
    throw badRequest(paperClash(subject, body.exam_date, timeRange(clash)), 'start_time');
  }
  const [twice] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(
      and(
        eq(exams.tenantId, tenantId),
        eq(exams.examTypeId, body.exam_type_id),
        eq(exams.sessionId, body.session_id),
        eq(exams.classId, body.class_id),
        eq(exams.subjectId, body.subject_id),
        body.id === undefined ? undefined : ne(exams.id, body.id),
      ),
    );
  if (twice) throw badRequest(m.subjectScheduled, 'subject_id');
}

const columnsOf = (body: CreateExamBody) => ({
  examTypeId: body.exam_type_id,
  sessionId: body.session_id,
  classId: body.class_id,
  subjectId: body.subject_id,
  examDate: body.exam_date,
  startTime: body.start_time,
  endTime: body.end_time,
  fullMark: body.full_mark,
  minMark: body.min_mark,
});

async function assertPlace(scope: TenantScope, body: CreateExamBody) {
  const type = await findExamType(scope, body.exam_type_id).catch(() => null);
  if (!type) throw badRequest(m.selectExamType, 'exam_type_id');
  const names = await loadNames(scope);
  if (!names.className.has(body.class_id)) throw badRequest(m.selectClass, 'class_id');
  if (!names.subjectName.has(body.subject_id)) throw badRequest(m.selectSubject, 'subject_id');
  return type;
}

export async function createExam(scope: TenantScope, body: CreateExamBody) {
  const { tx, tenantId } = scope;
  const type = await assertPlace(scope, body);
  await assertNoClash(scope, body);
  const [row] = await tx
    .insert(exams)
    .values({ tenantId, ...columnsOf(body) })
    .returning();
  return presentExam(row!, type.name, await loadNames(scope));
}

export async function updateExam(scope: TenantScope, body: UpdateExamBody) {
  const { tx, tenantId } = scope;
  await findExam(scope, body.id);
  const type = await assertPlace(scope, body);
  await assertNoClash(scope, body);
  const [row] = await tx
    .update(exams)
    .set(columnsOf(body))
    .where(and(eq(exams.tenantId, tenantId), eq(exams.id, body.id)))
    .returning();
  return presentExam(row!, type.name, await loadNames(scope));
}

export async function deleteExam(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .delete(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.id, id)))
    .returning({ id: exams.id });
  if (!row) throw notFound(m.examNotFound);
}

/** Publishes or withdraws a class's results of an exam type; answers how many papers changed. */
export async function publishResults(
  scope: TenantScope,
  body: { exam_type_id: number; session_id: number; class_id: number; publish: boolean },
) {
  const { tx, tenantId } = scope;
  const rows = await tx
    .update(exams)
    .set({ resultPublished: body.publish })
    .where(
      and(
        eq(exams.tenantId, tenantId),
        eq(exams.examTypeId, body.exam_type_id),
        eq(exams.sessionId, body.session_id),
        eq(exams.classId, body.class_id),
      ),
    )
    .returning({ id: exams.id });
  if (rows.length === 0) throw notFound(m.examNotFound);
  return { papers: rows.length };
}
