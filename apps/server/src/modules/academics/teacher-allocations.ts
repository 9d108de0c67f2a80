import type { TeacherAllocationRow } from '@shala/contracts';
import { asOneOrZero, structureMessages } from '@shala/contracts';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { users } from '../auth/index.ts';
import { listSectionsByClass } from './class-sections.ts';
import { findClass } from './classes.ts';
import { resolveSession } from './session-queries.ts';
import { classes, classSubjects, sections, subjects, teacherAllocations } from './tables.ts';

const m = structureMessages;
const teacherRole = 6;

async function listRows(tx: Tx, where: SQL): Promise<TeacherAllocationRow[]> {
  const t = teacherAllocations;
  const rows = await tx
    .select({
      id: t.id,
      sessionId: t.sessionId,
      classId: t.classId,
      className: classes.name,
      sectionId: t.sectionId,
      sectionName: sections.name,
      subjectId: t.subjectId,
      subjectName: subjects.name,
      teacherId: t.teacherId,
      teacherName: users.fullName,
    })
    .from(t)
    .innerJoin(classes, and(eq(classes.tenantId, t.tenantId), eq(classes.id, t.classId)))
    .innerJoin(users, and(eq(users.tenantId, t.tenantId), eq(users.id, t.teacherId)))
    .leftJoin(sections, and(eq(sections.tenantId, t.tenantId), eq(sections.id, t.sectionId)))
    .leftJoin(subjects, and(eq(subjects.tenantId, t.tenantId), eq(subjects.id, t.subjectId)))
    .where(where)
    .orderBy(
      asc(classes.position),
      asc(classes.name),
      sql`${sections.name} nulls first`,
      sql`${subjects.name} nulls first`,
      asc(t.id),
    );
  return rows.map((row) => ({
    id: row.id,
    session_id: row.sessionId,
    class_id: row.classId,
    class_name: row.className,
    section_id: row.sectionId,
    section_name: row.sectionName,
    subject_id: row.subjectId,
    subject_name: row.subjectName,
    teacher_id: row.teacherId,
    teacher_name: row.teacherName,
    is_class_teacher: asOneOrZero(row.subjectId === null),
  }));
}

export async function listTeacherAllocations(
  tx: Tx,
  tenantId: number,
  query: {
    session_id?: number;
    class_id?: number;
    teacher_id?: number;
    kind?: 'class' | 'subject';
  },
) {
  const session = await resolveSession(tx, tenantId, query.session_id);
  const t = teacherAllocations;
  return listRows(
    tx,
    and(
      eq(t.tenantId, tenantId),
      eq(t.sessionId, session.id),
      query.class_id === undefined ? undefined : eq(t.classId, query.class_id),
      query.teacher_id === undefined ? undefined : eq(t.teacherId, query.teacher_id),
      query.kind === 'class' ? isNull(t.subjectId) : undefined,
      query.kind === 'subject' ? isNotNull(t.subjectId) : undefined,
    )!,
  );
}

interface Allocation {
  session_id?: number;
  class_id: number;
  section_id?: number | null;
  subject_id?: number;
  teacher_id: number | null;
}

/**
 * Sets (or, with no teacher, removes) the class teacher (no subject) or the subject teacher
 * of a class and section in a session. The section must be one of the class's there (and
 * is required when the class has any); the teacher must be an active teacher of the school.
 */
export async function setTeacherAllocation(
  tx: Tx,
  tenantId: number,
  body: Allocation,
): Promise<TeacherAllocationRow | null> {
  const session = await resolveSession(tx, tenantId, body.session_id);
  const place = await findClass(tx, tenantId, body.class_id);
  if (!place) throw badRequest(m.chooseClass, 'class_id');
  const classSectionList =
    (await listSectionsByClass(tx, tenantId, session.id, [place.id])).get(place.id) ?? [];
  const sectionId = body.section_id ?? null;
  if (sectionId === null && classSectionList.length > 0)
    throw badRequest(m.classHasSections, 'section_id');
  if (sectionId !== null && !classSectionList.some((section) => section.id === sectionId))
    throw badRequest(m.sectionNotInClass, 'section_id');
  const subjectId = body.subject_id ?? null;
  if (subjectId !== null) {
    const [taught] = await tx
      .select({ id: classSubjects.id })
      .from(classSubjects)
      .where(
        and(
          eq(classSubjects.tenantId, tenantId),
          eq(classSubjects.sessionId, session.id),
          eq(classSubjects.classId, place.id),
          eq(classSubjects.subjectId, subjectId),
        ),
      );
    if (!taught) throw badRequest(m.subjectNotInClass, 'subject_id');
  }
  const t = teacherAllocations;
  const slot = and(
    eq(t.tenantId, tenantId),
    eq(t.sessionId, session.id),
    eq(t.classId, place.id),
    sectionId === null ? isNull(t.sectionId) : eq(t.sectionId, sectionId),
    subjectId === null ? isNull(t.subjectId) : eq(t.subjectId, subjectId),
  )!;
  if (body.teacher_id === null) {
    await tx.delete(t).where(slot);
    return null;
  }
  const [teacher] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, body.teacher_id),
        eq(users.roleId, teacherRole),
        eq(users.userType, 'SCHOOL_USER'),
        eq(users.isActive, true),
      ),
    );
  if (!teacher) throw badRequest(m.chooseTeacher, 'teacher_id');
  // One teacher per slot: the unique index on (… coalesce(section), coalesce(subject)) decides.
  await tx.execute(sql`
    insert into ${t} (tenant_id, session_id, class_id, section_id, subject_id, teacher_id)
    values (${tenantId}, ${session.id}, ${place.id}, ${sectionId}, ${subjectId}, ${teacher.id})
    on conflict (tenant_id, session_id, class_id, coalesce(section_id, 0), coalesce(subject_id, 0))
    do update set teacher_id = excluded.teacher_id`);
  const [row] = await listRows(tx, slot);
  return row ?? null;
}
