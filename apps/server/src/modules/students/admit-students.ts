import { joinName } from '@shala/contracts';
import { chunks, planForBulkWrites } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import {
  type AccountPassword,
  type LinkedParent,
  linkParents,
  type ParentRecord,
} from './parent-accounts.ts';
import { studentParents, studentPrograms, students } from './tables.ts';

/** Above this many rows a write is "bulk" (imports, seeds). */
const bulkSize = 200;

/** One admission, however it arrives (the form, an import row, the seed generator). */
export interface AdmissionRecord {
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  gender: 'Male' | 'Female' | 'Other';
  dateOfBirth: string;
  bloodGroup: string | null;
  religion: string | null;
  category: string | null;
  nationality: string | null;
  admissionDate: string;
  apaarId?: string | null;
  pen?: string | null;
  previousSchool?: string | null;
  sessionId: number;
  classId: number;
  sectionId: number | null;
  rollNumber?: number | null;
  parents: ParentRecord[];
}

export interface AdmitOptions {
  /** `count` admission numbers for the records, in record order (issued in one go). */
  admissionNumbers: (count: number) => Promise<string[]>;
  /** The password of each new parent account. */
  passwordFor: () => Promise<AccountPassword>;
}

export interface AdmittedStudent {
  studentId: number;
  admissionNo: string;
  studentName: string;
  sessionId: number;
  parents: LinkedParent[];
}

/**
 * Admits many students in the caller's transaction with multi-row inserts: parents and their
 * accounts first (shared by siblings), then students, their parents and their programs.
 * Admission numbers are issued in record order.
 */
export async function admitStudents(
  tx: Tx,
  tenantId: number,
  records: readonly AdmissionRecord[],
  options: AdmitOptions,
): Promise<AdmittedStudent[]> {
  const allParents = records.flatMap((record) => record.parents);
  if (records.length > bulkSize) await planForBulkWrites(tx);
  const linked = await linkParents(tx, tenantId, allParents, options.passwordFor);
  const numbers = await options.admissionNumbers(records.length);

  const idByNumber = new Map<string, number>();
  for (const part of chunks(records.map((record, index) => ({ record, index })))) {
    const inserted = await tx
      .insert(students)
      .values(
        part.map(({ record, index }) => ({
          tenantId,
          admissionNo: numbers[index]!,
          firstName: record.firstName,
          middleName: record.middleName,
          lastName: record.lastName,
          studentName: joinName(record.firstName, record.middleName, record.lastName),
          gender: record.gender,
          dateOfBirth: record.dateOfBirth,
          bloodGroup: record.bloodGroup,
          religion: record.religion,
          category: record.category,
          nationality: record.nationality ?? 'Indian',
          admissionDate: record.admissionDate,
          apaarId: record.apaarId ?? null,
          pen: record.pen ?? null,
          previousSchool: record.previousSchool ?? null,
        })),
      )
      .returning({ id: students.id, admissionNo: students.admissionNo });
    for (const row of inserted) idByNumber.set(row.admissionNo, row.id);
  }

  let cursor = 0;
  const admitted = records.map((record, index) => {
    const parents = linked.slice(cursor, cursor + record.parents.length);
    cursor += record.parents.length;
    return {
      studentId: idByNumber.get(numbers[index]!)!,
      admissionNo: numbers[index]!,
      studentName: joinName(record.firstName, record.middleName, record.lastName),
      sessionId: record.sessionId,
      parents,
    };
  });

  const links = admitted.flatMap((student) =>
    student.parents.map((parent) => ({
      tenantId,
      studentId: student.studentId,
      parentId: parent.parentId,
      parentType: parent.parentType,
    })),
  );
  for (const part of chunks(links)) await tx.insert(studentParents).values(part);
  for (const part of chunks(records.map((record, index) => ({ record, index }))))
    await tx.insert(studentPrograms).values(
      part.map(({ record, index }) => ({
        tenantId,
        studentId: admitted[index]!.studentId,
        sessionId: record.sessionId,
        classId: record.classId,
        sectionId: record.sectionId,
        rollNumber: record.rollNumber ?? null,
      })),
    );
  return admitted;
}
