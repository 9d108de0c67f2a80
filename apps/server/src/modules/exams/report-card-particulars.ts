import type { Tx } from '../../platform/db/connect.ts';
import { findStudentPlaces, findStudentsByIds, listParentContacts } from '../students/index.ts';

export interface ReportCardParticulars {
  admissionNo: string | null;
  dateOfBirth: string | null;
  classSection: string | null;
  fatherName: string | null;
  motherName: string | null;
}

/** What a report card prints about each student besides the marks, for many at once. */
export async function loadReportCardParticulars(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  studentIds: number[],
): Promise<Map<number, ReportCardParticulars>> {
  const [people, places, parents] = await Promise.all([
    findStudentsByIds(tx, tenantId, studentIds),
    findStudentPlaces(tx, tenantId, sessionId, studentIds),
    listParentContacts(tx, tenantId, studentIds, [1, 2]),
  ]);
  const parentOf = (studentId: number, type: number) =>
    parents.find((p) => p.studentId === studentId && p.parentType === type)?.fullName ?? null;
  return new Map(
    studentIds.map((id) => {
      const person = people.find((p) => p.studentId === id);
      const place = places.get(id);
      return [
        id,
        {
          admissionNo: person?.admissionNo ?? null,
          dateOfBirth: person?.dateOfBirth ?? null,
          classSection: place
            ? [place.className, place.sectionName].filter(Boolean).join(' - ')
            : null,
          fatherName: parentOf(id, 1),
          motherName: parentOf(id, 2),
        },
      ];
    }),
  );
}
