import { studentPrograms, students } from '../../src/modules/students/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';

let sequence = 0;

/** A student in a class (and section) of a session, written directly: for set-up tests. */
export async function enrolStudent(
  db: AppDb,
  place: {
    tenantId: number;
    sessionId: number;
    classId: number;
    sectionId?: number | null;
    name?: string;
    status?: 'ACTIVE' | 'DISCONTINUED' | 'PASSED_OUT';
  },
): Promise<number> {
  sequence += 1;
  const name = place.name ?? `Student ${sequence}`;
  return withPlatform(db, async (tx) => {
    const [student] = await tx
      .insert(students)
      .values({
        tenantId: place.tenantId,
        admissionNo: `TEST/${process.pid}/${sequence}`,
        firstName: name,
        studentName: name,
        gender: 'Female',
        dateOfBirth: '2016-06-01',
        admissionDate: '2026-04-01',
        status: place.status ?? 'ACTIVE',
      })
      .returning({ id: students.id });
    await tx.insert(studentPrograms).values({
      tenantId: place.tenantId,
      studentId: student!.id,
      sessionId: place.sessionId,
      classId: place.classId,
      sectionId: place.sectionId ?? null,
    });
    return student!.id;
  });
}
