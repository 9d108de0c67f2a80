import type { ConcessionRule, StructureRules, StudentInstallment } from '@shala/contracts';
import {
  academicStartYear,
  academicYearLabel,
  buildStudentSchedule,
  feeMessages,
} from '@shala/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { findSession } from '../academics/index.ts';
import { type Db, loadStructures, rulesOf } from './structure-store.ts';
import { findStudentPlace } from './student-concessions.ts';
import { concessionCategories, studentConcessions } from './tables.ts';

/** A student's dues as the fee rules derive them from the class's structure and concessions. */
export interface StudentFeeSchedule {
  structureId: number;
  sessionId: number;
  classId: number;
  studentId: number;
  /** "2026-27". */
  academicYear: string;
  /** Every plan's instalments (the payer picks a plan); `plan` tells them apart. */
  installments: StudentInstallment[];
}

/** The concession rules a student has in a session, in the order they were given. */
export async function listConcessionRules(
  db: Db,
  tenantId: number,
  sessionId: number,
  studentId: number,
): Promise<ConcessionRule[]> {
  const rules = await concessionRulesOf(db, tenantId, sessionId, [studentId]);
  return rules.get(studentId) ?? [];
}

/**
 * The concession rules of several students in a session (of every student who has any when
 * `studentIds` is not given), by student, in one query.
 */
export async function concessionRulesOf(
  db: Db,
  tenantId: number,
  sessionId: number,
  studentIds?: readonly number[],
): Promise<Map<number, ConcessionRule[]>> {
  const byStudent = new Map<number, ConcessionRule[]>();
  if (studentIds?.length === 0) return byStudent;
  const rows = await db
    .select({ studentId: studentConcessions.studentId, category: concessionCategories })
    .from(studentConcessions)
    .innerJoin(
      concessionCategories,
      and(
        eq(concessionCategories.tenantId, studentConcessions.tenantId),
        eq(concessionCategories.id, studentConcessions.categoryId),
      ),
    )
    .where(
      and(
        eq(studentConcessions.tenantId, tenantId),
        eq(studentConcessions.sessionId, sessionId),
        studentIds ? inArray(studentConcessions.studentId, [...studentIds]) : undefined,
      ),
    )
    .orderBy(asc(studentConcessions.id));
  for (const { studentId, category: c } of rows) {
    const rules = byStudent.get(studentId) ?? [];
    rules.push({
      categoryId: c.id,
      name: c.name,
      type: c.type,
      value: c.value,
      applyTo: c.feeTitleId ?? 'total',
      stateReceivable: c.isStateReceivable,
    });
    byStudent.set(studentId, rules);
  }
  return byStudent;
}

/**
 * The student's instalments of every plan in a session, derived on each read from the
 * structure of the class they are in (so an admission or a promotion takes effect at once)
 * and their concessions; null when the class has no structure in that session.
 */
export async function findStudentFeeSchedule(
  db: Db,
  tenantId: number,
  where: { sessionId: number; classId: number; studentId: number },
): Promise<StudentFeeSchedule | null> {
  // findSession only reads: a plain connection serves as well as a transaction.
  const session = await findSession(db as Tx, tenantId, where.sessionId);
  if (!session) return null;
  const [structure] = await loadStructures(db, tenantId, {
    sessionId: where.sessionId,
    classIds: [where.classId],
  });
  if (!structure) return null;
  const concessions = await listConcessionRules(db, tenantId, where.sessionId, where.studentId);
  const startYear = academicStartYear(String(session.startDate));
  return {
    structureId: structure.id,
    sessionId: where.sessionId,
    classId: where.classId,
    studentId: where.studentId,
    academicYear: academicYearLabel(startYear),
    installments: buildStudentSchedule({
      structure: rulesOf(structure, where.classId),
      startYear,
      concessions,
    }),
  };
}

/**
 * The instalments of every plan of many students of a session (each in the class given), by
 * student; a student whose class has no structure gets none. A fixed number of queries for any
 * number of students (reports, fee slips).
 */
export async function listSessionFeeSchedules(
  db: Db,
  tenantId: number,
  sessionId: number,
  placements: ReadonlyArray<{ studentId: number; classId: number }>,
): Promise<Map<number, StudentInstallment[]>> {
  const schedules = new Map<number, StudentInstallment[]>();
  if (placements.length === 0) return schedules;
  const session = await findSession(db as Tx, tenantId, sessionId);
  if (!session) return schedules;
  const classIds = [...new Set(placements.map((p) => p.classId))];
  const structures = await loadStructures(db, tenantId, { sessionId, classIds });
  const concessions = await concessionRulesOf(
    db,
    tenantId,
    sessionId,
    placements.map((p) => p.studentId),
  );
  const startYear = academicStartYear(String(session.startDate));
  for (const { studentId, classId } of placements) {
    const structure = structures.find((s) => s.classes.some((c) => c.classId === classId));
    if (!structure) continue;
    schedules.set(
      studentId,
      buildStudentSchedule({
        structure: rulesOf(structure, classId),
        startYear,
        concessions: concessions.get(studentId) ?? [],
      }),
    );
  }
  return schedules;
}

/** A class's fee rules in a session and its instalments of every plan before concessions. */
export interface ClassFeeSchedule {
  rules: StructureRules;
  installments: StudentInstallment[];
}

/**
 * The fee schedule of every class that has a structure in the session, by class, with the
 * academic year's start (for a student's own instalments, `buildStudentSchedule`); two reads
 * whatever the number of students: a report's figures grow with its classes, not its students.
 */
export async function loadClassFeeSchedules(
  db: Db,
  tenantId: number,
  sessionId: number,
): Promise<{ startYear: number; classes: Map<number, ClassFeeSchedule> }> {
  const classes = new Map<number, ClassFeeSchedule>();
  const session = await findSession(db as Tx, tenantId, sessionId);
  if (!session) return { startYear: 0, classes };
  const startYear = academicStartYear(String(session.startDate));
  // The classes of a structure mostly share their plan settings: each distinct rule set once.
  const built = new Map<string, StudentInstallment[]>();
  for (const structure of await loadStructures(db, tenantId, { sessionId })) {
    for (const { classId } of structure.classes) {
      if (classes.has(classId)) continue;
      const rules = rulesOf(structure, classId);
      const key = JSON.stringify(rules);
      const installments =
        built.get(key) ?? buildStudentSchedule({ structure: rules, startYear, concessions: [] });
      built.set(key, installments);
      classes.set(classId, { rules, installments });
    }
  }
  return { startYear, classes };
}

/** The fee schedule of a student of the session; a student not enrolled in it is refused. */
export async function findScheduleOfStudent(
  tx: Tx,
  tenantId: number,
  query: { session_id: number; student_id: number },
): Promise<StudentFeeSchedule | null> {
  const place = await findStudentPlace(tx, tenantId, query.session_id, query.student_id);
  if (!place) throw badRequest(feeMessages.studentNotFound, 'student_id');
  return findStudentFeeSchedule(tx, tenantId, {
    sessionId: query.session_id,
    classId: place.classId,
    studentId: query.student_id,
  });
}
