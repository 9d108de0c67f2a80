import { type ExamDutyKind, examMessages as m, type SaveExamDutyBody } from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { loadNames, loadTeacherNames } from './exam-lookups.ts';
import { findExamType } from './exam-types.ts';
import { examDuties, examTypes } from './tables.ts';

type DutyFilter = { exam_type_id?: number; session_id: number; class_id?: number };

/** Setters or checkers of a session, by exam type, class and subject. */
export async function listExamDuties(scope: TenantScope, kind: ExamDutyKind, filter: DutyFilter) {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({ duty: examDuties, typeName: examTypes.name })
    .from(examDuties)
    .innerJoin(
      examTypes,
      and(eq(examTypes.tenantId, examDuties.tenantId), eq(examTypes.id, examDuties.examTypeId)),
    )
    .where(
      and(
        eq(examDuties.tenantId, tenantId),
        eq(examDuties.kind, kind),
        eq(examDuties.sessionId, filter.session_id),
        filter.exam_type_id === undefined
          ? undefined
          : eq(examDuties.examTypeId, filter.exam_type_id),
        filter.class_id === undefined ? undefined : eq(examDuties.classId, filter.class_id),
      ),
    )
    .orderBy(asc(examDuties.examTypeId), asc(examDuties.classId), asc(examDuties.subjectId));
  if (rows.length === 0) return [];
  const [names, teachers] = await Promise.all([loadNames(scope), loadTeacherNames(scope)]);
  return rows.map(({ duty, typeName }) => ({
    id: duty.id,
    exam_type_id: duty.examTypeId,
    exam_type_name: typeName,
    session_id: duty.sessionId,
    class_id: duty.classId,
    class_name: names.className.get(duty.classId) ?? '',
    subject_id: duty.subjectId,
    subject_name: names.subjectName.get(duty.subjectId) ?? '',
    teacher_id: duty.teacherId,
    teacher_name: teachers.get(duty.teacherId) ?? '',
  }));
}

/** Names the setter or checker of a subject of a class (one per subject: replaces). */
export async function saveExamDuty(scope: TenantScope, kind: ExamDutyKind, body: SaveExamDutyBody) {
  const { tx, tenantId } = scope;
  await findExamType(scope, body.exam_type_id).catch(() => {
    throw badRequest(m.selectExamType, 'exam_type_id');
  });
  const [names, teachers] = await Promise.all([loadNames(scope), loadTeacherNames(scope)]);
  if (!names.className.has(body.class_id)) throw badRequest(m.selectClass, 'class_id');
  if (!names.subjectName.has(body.subject_id)) throw badRequest(m.selectSubject, 'subject_id');
  if (!teachers.has(body.teacher_id)) throw badRequest(m.selectTeacher, 'teacher_id');
  const [row] = await tx
    .insert(examDuties)
    .values({
      tenantId,
      kind,
      examTypeId: body.exam_type_id,
      sessionId: body.session_id,
      classId: body.class_id,
      subjectId: body.subject_id,
      teacherId: body.teacher_id,
    })
    .onConflictDoUpdate({
      target: [
        examDuties.tenantId,
        examDuties.kind,
        examDuties.examTypeId,
        examDuties.sessionId,
        examDuties.classId,
        examDuties.subjectId,
      ],
      set: { teacherId: body.teacher_id },
    })
    .returning({ id: examDuties.id });
  const list = await listExamDuties(scope, kind, body);
  return list.find((duty) => duty.id === row!.id)!;
}

export async function deleteExamDuty(scope: TenantScope, kind: ExamDutyKind, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .delete(examDuties)
    .where(and(eq(examDuties.tenantId, tenantId), eq(examDuties.kind, kind), eq(examDuties.id, id)))
    .returning({ id: examDuties.id });
  if (!row) throw notFound(m.assignmentNotFound);
}

/** The teacher's duty of a paper (its exam type, session, class and subject), if any. */
export async function hasDuty(
  scope: TenantScope,
  teacherId: number,
  kinds: ExamDutyKind[],
  paper: { examTypeId: number; sessionId: number; classId: number; subjectId: number },
) {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({ kind: examDuties.kind })
    .from(examDuties)
    .where(
      and(
        eq(examDuties.tenantId, tenantId),
        eq(examDuties.teacherId, teacherId),
        eq(examDuties.examTypeId, paper.examTypeId),
        eq(examDuties.sessionId, paper.sessionId),
        eq(examDuties.classId, paper.classId),
        eq(examDuties.subjectId, paper.subjectId),
      ),
    );
  return rows.some((row) => kinds.includes(row.kind));
}

/** The papers (exam type, session, class, subject) a teacher has a duty of kind `kind` for. */
export async function listDutiesOf(scope: TenantScope, teacherId: number, kind: ExamDutyKind) {
  const { tx, tenantId } = scope;
  return tx
    .select()
    .from(examDuties)
    .where(
      and(
        eq(examDuties.tenantId, tenantId),
        eq(examDuties.teacherId, teacherId),
        eq(examDuties.kind, kind),
      ),
    );
}
