import { and, eq, gte, lte } from 'drizzle-orm';
import type { AppDb, Tx } from '../../platform/db/connect.ts';
import { studentLeaves } from './tables.ts';

/** A student on approved leave on a day, for attendance. */
export interface ApprovedStudentLeave {
  studentId: number;
  leaveId: number;
  title: string;
  startDate: string;
  toDate: string;
}

/** The columns both lists answer (an `ApprovedStudentLeave`). */
const approvedLeaveColumns = {
  studentId: studentLeaves.studentId,
  leaveId: studentLeaves.id,
  title: studentLeaves.title,
  startDate: studentLeaves.startDate,
  toDate: studentLeaves.toDate,
};

/**
 * The students of a section (or of a class, with or without sections) on approved leave on
 * `date` (YYYY-MM-DD): what the attendance screens mark as "on leave". Runs on the caller's
 * transaction or database handle; the tenant is always named.
 */
export async function listApprovedStudentLeave(
  db: AppDb | Tx,
  tenantId: number,
  place: ({ sectionId: number; classId?: number } | { classId: number; sectionId?: undefined }) & {
    date: string;
  },
): Promise<ApprovedStudentLeave[]> {
  const rows = await db
    .select(approvedLeaveColumns)
    .from(studentLeaves)
    .where(
      and(
        eq(studentLeaves.tenantId, tenantId),
        place.sectionId !== undefined
          ? eq(studentLeaves.sectionId, place.sectionId)
          : eq(studentLeaves.classId, place.classId),
        place.classId !== undefined ? eq(studentLeaves.classId, place.classId) : undefined,
        eq(studentLeaves.status, 'approved'),
        lte(studentLeaves.startDate, place.date),
        gte(studentLeaves.toDate, place.date),
      ),
    )
    .orderBy(studentLeaves.studentId, studentLeaves.id);
  return rows;
}

/** The school's approved leaves that overlap `fromDate`–`toDate`, any class (a session's days). */
export async function listApprovedLeaveBetween(
  tx: Tx,
  tenantId: number,
  range: { fromDate: string; toDate: string },
): Promise<ApprovedStudentLeave[]> {
  return tx
    .select(approvedLeaveColumns)
    .from(studentLeaves)
    .where(
      and(
        eq(studentLeaves.tenantId, tenantId),
        eq(studentLeaves.status, 'approved'),
        lte(studentLeaves.startDate, range.toDate),
        gte(studentLeaves.toDate, range.fromDate),
      ),
    )
    .orderBy(studentLeaves.studentId, studentLeaves.id);
}
