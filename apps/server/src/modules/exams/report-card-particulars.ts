import type { StudentResult } from '@shala/contracts';
import type { TenantScope } from '../../platform/scope.ts';
import { countAttendanceDays } from '../attendance/index.ts';
import { findStudentPlaces, findStudentsByIds, listParentContacts } from '../students/index.ts';

type Particulars = StudentResult['particulars'];
type Attendance = StudentResult['attendance'];

/** What a report card prints about each student besides the marks, for many at once. */
export async function loadReportCardParticulars(
  scope: TenantScope,
  sessionId: number,
  studentIds: number[],
): Promise<Map<number, Particulars>> {
  const { tx, tenantId } = scope;
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
          admission_no: person?.admissionNo ?? null,
          date_of_birth: person?.dateOfBirth ?? null,
          // "5 - A": the class's and the section's names, never their ids.
          class_section: place
            ? [place.className, place.sectionName].filter(Boolean).join(' - ')
            : null,
          father_name: parentOf(id, 1),
          mother_name: parentOf(id, 2),
        },
      ];
    }),
  );
}

/** Each student's working days and days present in the session up to `upTo`. */
export async function loadReportCardAttendance(
  scope: TenantScope,
  query: { sessionId: number; studentIds: number[]; upTo: string },
): Promise<Map<number, Attendance>> {
  const { tx, tenantId } = scope;
  const days = await countAttendanceDays(tx, tenantId, query);
  return new Map(
    query.studentIds.map((id) => [
      id,
      {
        working_days: days.get(id)?.workingDays ?? 0,
        days_present: days.get(id)?.daysPresent ?? 0,
        up_to: query.upTo,
      },
    ]),
  );
}
