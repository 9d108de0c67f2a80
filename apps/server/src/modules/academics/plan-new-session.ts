import type { NewSessionPlan, Placement } from '@shala/contracts';
import {
  findOverlap,
  mapNextClasses,
  nextSessionOf,
  nextSubSessionOf,
  promoteStudents,
  sessionMessages,
} from '@shala/contracts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { users } from '../auth/index.ts';
import { classOrder } from './classes.ts';
import { findCurrentSession, type SessionRecord } from './session-queries.ts';
import { loadStudentTables } from './student-tables.ts';
import {
  academicSessions,
  classes,
  classSections,
  classSubjects,
  sections,
  subjects,
  teacherAllocations,
} from './tables.ts';
import { wasPromoted } from './write-sessions.ts';

/** What a commit writes, beside the plan it shows. */
export interface NewSessionWork {
  source: SessionRecord;
  placements: Placement[];
  passingOut: number[];
  copyTeachers: boolean;
}

/** Teacher allocations that can be copied: their teacher is still an active teacher. */
export const copyableAllocations = (tenantId: number, sessionId: number) =>
  and(
    eq(teacherAllocations.tenantId, tenantId),
    eq(teacherAllocations.sessionId, sessionId),
    eq(users.roleId, 6),
    eq(users.isActive, true),
  );

/**
 * Works out the next session from the current one: its name and dates, the set-up to copy
 * and where every active student goes. Reads only; the preview shows it and the commit
 * writes exactly it. Problems (a clash, an ambiguous next class) are listed, not thrown.
 */
export async function planNewSession(
  tx: Tx,
  tenantId: number,
  options: { copyTeachers: boolean },
): Promise<{ plan: NewSessionPlan; work: NewSessionWork }> {
  const { studentPrograms, students } = await loadStudentTables();
  const source = await findCurrentSession(tx, tenantId);
  if (!source) throw badRequest(sessionMessages.noCurrentSession, 'source_session_id');
  const problems: string[] = [];
  const promoted = await wasPromoted(tx, tenantId, source.id);
  if (promoted) problems.push(sessionMessages.alreadyStarted(source.name));

  const target = nextSessionOf({
    session_name: source.name,
    start_date: source.startDate,
    end_date: source.endDate,
  });
  const mains = await tx
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.tenantId, tenantId), isNull(academicSessions.parentId)));
  const subs = await tx
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.tenantId, tenantId), eq(academicSessions.parentId, source.id)))
    .orderBy(asc(academicSessions.startDate), asc(academicSessions.id));
  const classList = await tx
    .select({ id: classes.id, class_name: classes.name, position: classes.position })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .orderBy(...classOrder);
  const sectionRows = await tx
    .select({ classId: classSections.classId, sectionId: classSections.sectionId })
    .from(classSections)
    .where(and(eq(classSections.tenantId, tenantId), eq(classSections.sessionId, source.id)));
  const allSections = await tx
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(eq(sections.tenantId, tenantId));
  const subjectRows = await tx
    .select({ classId: classSubjects.classId, name: subjects.name })
    .from(classSubjects)
    .innerJoin(
      subjects,
      and(eq(subjects.tenantId, classSubjects.tenantId), eq(subjects.id, classSubjects.subjectId)),
    )
    .where(and(eq(classSubjects.tenantId, tenantId), eq(classSubjects.sessionId, source.id)))
    .orderBy(asc(subjects.name));
  const teacherCount = await tx
    .select({ value: count() })
    .from(teacherAllocations)
    .innerJoin(
      users,
      and(
        eq(users.tenantId, teacherAllocations.tenantId),
        eq(users.id, teacherAllocations.teacherId),
      ),
    )
    .where(copyableAllocations(tenantId, source.id));
  const programs = await tx
    .select({
      student_id: studentPrograms.studentId,
      student_name: students.studentName,
      class_id: studentPrograms.classId,
      section_id: studentPrograms.sectionId,
    })
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, source.id),
        eq(students.status, 'ACTIVE'),
      ),
    );

  const lower = target.session_name.toLowerCase();
  if (promoted) {
    // Its next session exists already: that is the one problem to tell.
  } else if (mains.some((session) => session.name.toLowerCase() === lower))
    problems.push(sessionMessages.targetExists(target.session_name));
  else {
    const others = mains
      .filter((session) => session.id !== source.id)
      .map((s) => ({ name: s.name, start_date: s.startDate, end_date: s.endDate }));
    const clash = findOverlap(target, others);
    if (clash) problems.push(sessionMessages.overlaps(clash.name));
  }

  const { next, ambiguous } = mapNextClasses(classList);
  const sectionsOfClass = new Map<number, Set<number>>();
  for (const row of sectionRows) {
    sectionsOfClass.set(
      row.classId,
      (sectionsOfClass.get(row.classId) ?? new Set()).add(row.sectionId),
    );
  }
  const sectionName = new Map(allSections.map((section) => [section.id, section.name]));
  const className = new Map(classList.map((c) => [c.id, c.class_name]));
  for (const { class_id, candidates } of ambiguous) {
    if (programs.some((program) => program.class_id === class_id))
      problems.push(
        sessionMessages.ambiguousNext(
          className.get(class_id) ?? '',
          candidates.map((id) => className.get(id) ?? ''),
        ),
      );
  }

  const { placements, passingOut } = promoteStudents({ next, sectionsOfClass, students: programs });
  const plan: NewSessionPlan = {
    source: { id: source.id, session_name: source.name },
    target: {
      ...target,
      sub_sessions: subs
        .map((sub) =>
          nextSubSessionOf(
            { session_name: sub.name, start_date: sub.startDate, end_date: sub.endDate },
            target,
          ),
        )
        .filter((sub) => sub !== null),
    },
    copies: {
      class_sections: sectionRows.length,
      class_subjects: subjectRows.length,
      teacher_allocations: options.copyTeachers ? (teacherCount[0]?.value ?? 0) : 0,
    },
    classes: classList.map((place) => {
      const inClass = programs.filter((program) => program.class_id === place.id);
      const nextClass = next.get(place.id) ?? null;
      const sectionIds = [...new Set(inClass.map((program) => program.section_id))].sort(
        (a, b) =>
          (a === null ? 1 : 0) - (b === null ? 1 : 0) ||
          (sectionName.get(a ?? 0) ?? '').localeCompare(sectionName.get(b ?? 0) ?? ''),
      );
      return {
        class_id: place.id,
        class_name: place.class_name,
        position: place.position,
        student_count: inClass.length,
        next_class_id: nextClass,
        next_class_name: nextClass === null ? null : (className.get(nextClass) ?? null),
        passing_out: nextClass === null,
        copied_sections: [...(sectionsOfClass.get(place.id) ?? [])]
          .map((id) => sectionName.get(id) ?? '')
          .sort(),
        copied_subjects: subjectRows
          .filter((row) => row.classId === place.id)
          .map((row) => row.name),
        sections: sectionIds.map((sectionId) => {
          const keeps =
            nextClass !== null &&
            sectionId !== null &&
            (sectionsOfClass.get(nextClass)?.has(sectionId) ?? false);
          return {
            section_id: sectionId,
            section_name: sectionId === null ? null : (sectionName.get(sectionId) ?? null),
            student_count: inClass.filter((program) => program.section_id === sectionId).length,
            next_section_id: keeps ? sectionId : null,
            next_section_name: keeps ? (sectionName.get(sectionId!) ?? null) : null,
          };
        }),
      };
    }),
    totals: { promoted: placements.length, passing_out: passingOut.length },
    problems,
    new_session_id: null,
  };
  return {
    plan,
    work: { source, placements, passingOut, copyTeachers: options.copyTeachers },
  };
}
