import {
  academicSessions,
  classes,
  classSections,
  classSubjects,
  sections,
  subjects,
} from '../../src/modules/academics/tables.ts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** An academic session, the current one unless told otherwise (a school has one current). */
export async function buildSession(
  db: AppDb,
  tenantId: number,
  overrides: { name?: string; startDate?: string; endDate?: string; isCurrent?: boolean } = {},
) {
  const [session] = await withPlatform(db, (tx) =>
    tx
      .insert(academicSessions)
      .values({
        tenantId,
        name: overrides.name ?? `Session ${next()}`,
        startDate: overrides.startDate ?? '2026-04-01',
        endDate: overrides.endDate ?? '2027-03-31',
        isCurrent: overrides.isCurrent ?? true,
      })
      .returning(),
  );
  return session!;
}

/** A class, with no sections until `buildSection` gives it one in a session. */
export async function buildClass(
  db: AppDb,
  tenantId: number,
  overrides: { name?: string; position?: number } = {},
) {
  const number = next();
  const [row] = await withPlatform(db, (tx) =>
    tx
      .insert(classes)
      .values({
        tenantId,
        name: overrides.name ?? `Class ${number}`,
        position: overrides.position ?? number,
      })
      .returning(),
  );
  return row!;
}

/** A section of a class in a session (the section row and its link). */
export async function buildSection(
  db: AppDb,
  place: { tenantId: number; sessionId: number; classId: number },
  overrides: { name?: string } = {},
) {
  return withPlatform(db, async (tx) => {
    const [section] = await tx
      .insert(sections)
      .values({ tenantId: place.tenantId, name: overrides.name ?? `Section ${next()}` })
      .returning();
    await tx.insert(classSections).values({ ...place, sectionId: section!.id });
    return section!;
  });
}

/** A subject, taught in a class of a session when `place` names one. */
export async function buildSubject(
  db: AppDb,
  tenantId: number,
  overrides: { name?: string; code?: string; isOptional?: boolean } = {},
  place?: { sessionId: number; classId: number },
) {
  return withPlatform(db, async (tx) => {
    const [subject] = await tx
      .insert(subjects)
      .values({
        tenantId,
        name: overrides.name ?? `Subject ${next()}`,
        code: overrides.code ?? null,
        isOptional: overrides.isOptional ?? false,
      })
      .returning();
    if (place)
      await tx.insert(classSubjects).values({ tenantId, ...place, subjectId: subject!.id });
    return subject!;
  });
}
