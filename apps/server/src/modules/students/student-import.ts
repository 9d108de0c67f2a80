import {
  type CheckedStudentRow,
  checkStudentRows,
  type FileRow,
  importStudentKey,
  joinName,
  type StudentImportContext,
} from '@shala/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { oneOf } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { classes, classSections, sections } from '../academics/index.ts';
import { issueAdmissionNumbers } from '../school-profile/index.ts';
import { unusablePasswordHash } from '../staff/index.ts';
import { admitStudents } from './admit-students.ts';
import { students } from './tables.ts';

/** Classes, their sections in the session, and students already admitted under the same names. */
async function loadStudentContext(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  rows: readonly FileRow[],
): Promise<StudentImportContext> {
  const names = [
    ...new Set(
      rows.map((r) =>
        joinName(r.cells.first_name, r.cells.middle_name, r.cells.last_name)
          .toLowerCase()
          .replace(/\s+/g, ' '),
      ),
    ),
  ];
  const classRows = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.tenantId, tenantId));
  const sectionRows = await tx
    .select({ classId: classSections.classId, id: sections.id, name: sections.name })
    .from(classSections)
    .innerJoin(
      sections,
      and(eq(sections.tenantId, classSections.tenantId), eq(sections.id, classSections.sectionId)),
    )
    .where(and(eq(classSections.tenantId, tenantId), eq(classSections.sessionId, sessionId)));
  const existing = await tx
    .select({
      name: students.studentName,
      dateOfBirth: students.dateOfBirth,
      admissionNo: students.admissionNo,
    })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), oneOf(sql`lower(${students.studentName})`, names)));
  const sectionsOfClass = new Map<number, Map<string, number>>();
  for (const row of sectionRows) {
    const map = sectionsOfClass.get(row.classId) ?? new Map<string, number>();
    map.set(row.name.toLowerCase(), row.id);
    sectionsOfClass.set(row.classId, map);
  }
  return {
    classes: new Map(classRows.map((row) => [row.name.toLowerCase(), row.id])),
    sectionsOfClass,
    existingStudents: new Map(
      existing.map((row) => [importStudentKey(row.name, row.dateOfBirth), row.admissionNo]),
    ),
  };
}

export async function checkStudentFile(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  rows: readonly FileRow[],
) {
  return checkStudentRows(rows, await loadStudentContext(tx, tenantId, sessionId, rows));
}

/**
 * Admits checked rows in file order (so admission numbers follow the file). Parent accounts
 * are made without a usable password: parents choose one through forgot password.
 */
export async function insertStudentRows(
  tx: Tx,
  tenantId: number,
  session: { id: number; year: number },
  rows: readonly CheckedStudentRow[],
) {
  return admitStudents(
    tx,
    tenantId,
    rows.map((row) => ({
      firstName: row.first_name,
      middleName: row.middle_name,
      lastName: row.last_name,
      gender: row.gender,
      dateOfBirth: row.date_of_birth,
      bloodGroup: row.blood_group,
      religion: row.religion,
      category: row.category,
      nationality: row.nationality,
      admissionDate: row.admission_date,
      sessionId: session.id,
      classId: row.class_id,
      sectionId: row.section_id,
      parents: row.parents.map((parent) => ({
        parentType: parent.parent_type,
        fullName: parent.full_name,
        email: parent.email,
        mobile: parent.mobile,
        occupation: parent.occupation,
        qualification: parent.qualification,
        presentAddress: parent.present_address,
        permanentAddress: parent.permanent_address,
      })),
    })),
    {
      admissionNumbers: (count) => issueAdmissionNumbers(tx, tenantId, session.year, count),
      passwordFor: async () => ({ hash: unusablePasswordHash(), plain: null }),
    },
  );
}
