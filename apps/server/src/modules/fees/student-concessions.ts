import type { StudentConcessionRow } from '@shala/contracts';
import { feeMessages as m } from '@shala/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { classes } from '../academics/index.ts';
import { enrolmentOf, findEnrolment } from '../students/index.ts';
import { concessionCategories, studentConcessions } from './tables.ts';

/** A student's class in a session, or null when not enrolled in it. */
export async function findStudentPlace(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  studentId: number,
): Promise<{ classId: number } | null> {
  const enrolment = await findEnrolment(tx, tenantId, studentId, sessionId);
  return enrolment ? { classId: enrolment.classId } : null;
}

/** Concessions given in a session (optionally to one student), one query. */
export async function listStudentConcessions(
  tx: Tx,
  tenantId: number,
  query: { session_id: number; student_id?: number; id?: number },
): Promise<StudentConcessionRow[]> {
  const conditions: SQL[] = [
    eq(studentConcessions.tenantId, tenantId),
    eq(studentConcessions.sessionId, query.session_id),
  ];
  if (query.student_id) conditions.push(eq(studentConcessions.studentId, query.student_id));
  if (query.id) conditions.push(eq(studentConcessions.id, query.id));
  const enrolment = enrolmentOf(tx, tenantId, query.session_id);
  const rows = await tx
    .select({
      row: studentConcessions,
      studentName: enrolment.studentName,
      className: classes.name,
      categoryName: concessionCategories.name,
    })
    .from(studentConcessions)
    .innerJoin(
      concessionCategories,
      and(
        eq(concessionCategories.tenantId, studentConcessions.tenantId),
        eq(concessionCategories.id, studentConcessions.categoryId),
      ),
    )
    .innerJoin(enrolment, eq(enrolment.studentId, studentConcessions.studentId))
    .leftJoin(classes, and(eq(classes.tenantId, tenantId), eq(classes.id, enrolment.classId)))
    .where(and(...conditions))
    .orderBy(asc(enrolment.studentName), asc(studentConcessions.id))
    .limit(2000);
  return rows.map(({ row, studentName, className, categoryName }) => ({
    id: row.id,
    student_id: row.studentId,
    student_name: studentName,
    class_name: className ?? '',
    session_id: row.sessionId,
    category_id: row.categoryId,
    category_name: categoryName,
    approved_by: row.approvedBy,
    approved_on: row.approvedOn,
    remarks: row.remarks,
  }));
}

/** Gives an enrolled student a concession category for a session, with approver and date. */
export async function assignStudentConcession(
  tx: Tx,
  tenantId: number,
  userId: number,
  body: {
    student_id: number;
    session_id: number;
    category_id: number;
    approved_by: string;
    approved_on: string;
    remarks: string;
  },
): Promise<StudentConcessionRow> {
  if (!(await findStudentPlace(tx, tenantId, body.session_id, body.student_id)))
    throw badRequest(m.studentNotFound, 'student_id');
  const [category] = await tx
    .select({ id: concessionCategories.id })
    .from(concessionCategories)
    .where(
      and(
        eq(concessionCategories.tenantId, tenantId),
        eq(concessionCategories.id, body.category_id),
      ),
    );
  if (!category) throw badRequest(m.categoryNotFound, 'category_id');
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(studentConcessions)
        .values({
          tenantId,
          studentId: body.student_id,
          sessionId: body.session_id,
          categoryId: body.category_id,
          approvedBy: body.approved_by,
          approvedOn: body.approved_on,
          remarks: body.remarks,
          createdBy: userId,
        })
        .returning({ id: studentConcessions.id }),
    { unique: () => badRequest(m.alreadyAssigned, 'category_id') },
  );
  const [presented] = await listStudentConcessions(tx, tenantId, {
    session_id: body.session_id,
    id: row!.id,
  });
  return presented!;
}

export async function removeStudentConcession(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .delete(studentConcessions)
    .where(and(eq(studentConcessions.tenantId, tenantId), eq(studentConcessions.id, id)))
    .returning({ id: studentConcessions.id });
  if (!row) throw notFound(m.assignmentNotFound);
}
