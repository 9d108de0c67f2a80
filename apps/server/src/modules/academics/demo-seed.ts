import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { users } from '../auth/index.ts';
import {
  academicSessions,
  classes,
  classSections,
  classSubjects,
  sections,
  subjects,
  teacherAllocations,
} from './tables.ts';

/** The demo's academic year: the previous and the current session (April to March). */
export const demoSessions = [
  { name: '2025-26', startDate: '2025-04-01', endDate: '2026-03-31', isCurrent: false },
  { name: '2026-27', startDate: '2026-04-01', endDate: '2027-03-31', isCurrent: true },
];
export const demoClassNames = [
  'Nursery',
  'LKG',
  'UKG',
  ...Array.from({ length: 10 }, (_, i) => `${i + 1}`),
];
export const demoSectionNames = ['A', 'B'];
const prePrimary = new Set(['Nursery', 'LKG', 'UKG']);
export const demoSubjects = [
  { name: 'English', code: 'ENG', isOptional: false, prePrimary: true },
  { name: 'Hindi', code: 'HIN', isOptional: false, prePrimary: true },
  { name: 'Mathematics', code: 'MAT', isOptional: false, prePrimary: true },
  { name: 'Science', code: 'SCI', isOptional: false, prePrimary: false },
  { name: 'Social Studies', code: 'SST', isOptional: false, prePrimary: false },
  { name: 'Computer', code: 'CMP', isOptional: true, prePrimary: false },
];

/**
 * Gives a demo school its academic set-up: sessions 2025-26 and 2026-27 (current), classes
 * Nursery to 10 in promotion order, sections A and B for classes 1–10 in both sessions,
 * subjects and class subjects, and the demo teacher as class teacher of 5 A this session.
 * Idempotent: a school that has any session or class already is left alone.
 */
export async function seedAcademics(tx: Tx, tenantId: number, subdomain: string): Promise<void> {
  const [session] = await tx
    .select({ id: academicSessions.id })
    .from(academicSessions)
    .where(eq(academicSessions.tenantId, tenantId))
    .limit(1);
  const [place] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .limit(1);
  if (session || place) return;

  const sessionRows = await tx
    .insert(academicSessions)
    .values(demoSessions.map((s) => ({ tenantId, ...s })))
    .returning();
  const classRows = await tx
    .insert(classes)
    .values(demoClassNames.map((name, index) => ({ tenantId, name, position: index + 1 })))
    .returning();
  const sectionRows = await tx
    .insert(sections)
    .values(demoSectionNames.map((name) => ({ tenantId, name })))
    .returning();
  const subjectRows = await tx
    .insert(subjects)
    .values(demoSubjects.map(({ prePrimary: _, ...s }) => ({ tenantId, ...s })))
    .returning();

  const withSections = classRows.filter((row) => !prePrimary.has(row.name));
  await tx.insert(classSections).values(
    sessionRows.flatMap((s) =>
      withSections.flatMap((c) =>
        sectionRows.map((section) => ({
          tenantId,
          sessionId: s.id,
          classId: c.id,
          sectionId: section.id,
        })),
      ),
    ),
  );
  await tx.insert(classSubjects).values(
    sessionRows.flatMap((s) =>
      classRows.flatMap((c) =>
        subjectRows
          .filter((subject) => {
            const spec = demoSubjects.find((d) => d.name === subject.name);
            return !prePrimary.has(c.name) || spec?.prePrimary;
          })
          .map((subject) => ({ tenantId, sessionId: s.id, classId: c.id, subjectId: subject.id })),
      ),
    ),
  );

  const current = sessionRows.find((s) => s.isCurrent)!;
  const fifth = classRows.find((c) => c.name === '5')!;
  const sectionA = sectionRows.find((s) => s.name === 'A')!;
  const [teacher] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, `teacher@${subdomain}`)));
  if (teacher)
    await tx.insert(teacherAllocations).values({
      tenantId,
      sessionId: current.id,
      classId: fifth.id,
      sectionId: sectionA.id,
      subjectId: null,
      teacherId: teacher.id,
    });
}
