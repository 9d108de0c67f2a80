import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import {
  academicSessions,
  classes,
  classSections,
  findCurrentSession,
  sections,
} from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { designations, roleDesignations, staffProfiles } from '../staff/index.ts';
import { mobileOf, type Random, staffName, staffPlan } from './demo-people.ts';

/** The set-up a seeded school needs before its students: sessions, classes, sections, staff. */

const classNames = ['Nursery', 'LKG', 'UKG', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

const sessionName = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** The previous and current sessions, classes and their sections: the school's own when it has them. */
export async function ensureAcademics(tx: Tx, tenantId: number, year: number, students: number) {
  let current = await findCurrentSession(tx, tenantId);
  if (!current) {
    const made = await tx
      .insert(academicSessions)
      .values(
        [year - 1, year].map((start) => ({
          tenantId,
          name: sessionName(start),
          startDate: `${start}-04-01`,
          endDate: `${start + 1}-03-31`,
          isCurrent: start === year,
        })),
      )
      .returning();
    current = made.find((session) => session.isCurrent)!;
  }
  const [previous] = await tx
    .select()
    .from(academicSessions)
    .where(
      and(
        eq(academicSessions.tenantId, tenantId),
        isNull(academicSessions.parentId),
        sql`${academicSessions.startDate} < ${current.startDate}`,
      ),
    )
    .orderBy(sql`${academicSessions.startDate} desc`)
    .limit(1);

  let classRows = await tx
    .select({ id: classes.id, name: classes.name, position: classes.position })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .orderBy(asc(classes.position), asc(classes.id));
  if (classRows.length === 0)
    classRows = await tx
      .insert(classes)
      .values(classNames.map((name, position) => ({ tenantId, name, position })))
      .returning({ id: classes.id, name: classes.name, position: classes.position });

  const sessionIds = [current.id, ...(previous ? [previous.id] : [])];
  let links = await tx
    .select({
      sessionId: classSections.sessionId,
      classId: classSections.classId,
      sectionId: classSections.sectionId,
    })
    .from(classSections)
    .where(eq(classSections.tenantId, tenantId));
  if (!links.some((link) => link.sessionId === current.id)) {
    let sectionRows = await tx
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(eq(sections.tenantId, tenantId))
      .orderBy(asc(sections.name));
    if (sectionRows.length === 0)
      sectionRows = await tx
        .insert(sections)
        .values(['A', 'B', 'C'].map((name) => ({ tenantId, name })))
        .returning({ id: sections.id, name: sections.name });
    // Small schools: one section per class; bigger ones two or three.
    const perClass = students / classRows.length;
    const count = perClass <= 20 ? 1 : perClass <= 70 ? 2 : 3;
    const chosen = sectionRows.slice(0, count);
    const made = sessionIds.flatMap((sessionId) =>
      classRows.flatMap((klass) =>
        chosen.map((section) => ({
          tenantId,
          sessionId,
          classId: klass.id,
          sectionId: section.id,
        })),
      ),
    );
    await tx.insert(classSections).values(made).onConflictDoNothing();
    links = made;
  }
  const sectionsOf = (sessionId: number, classId: number) =>
    links
      .filter((link) => link.sessionId === sessionId && link.classId === classId)
      .map((link) => link.sectionId);
  return { current, previous: previous ?? null, classRows, sectionsOf };
}

/** Designations mapped to roles, made once. */
async function ensureDesignations(tx: Tx, tenantId: number) {
  const existing = await tx
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(eq(designations.tenantId, tenantId));
  if (existing.length) return new Map<number, number[]>();
  const plan: Array<[string, number]> = [
    ['Vice Principal', 16],
    ['PGT', 6],
    ['TGT', 6],
    ['PRT', 6],
    ['Accounts Officer', 5],
    ['Head Librarian', 7],
    ['Bus Driver', 8],
    ['Hostel Warden', 9],
    ['Office Assistant', 3],
    ['Electrician', 17],
  ];
  const made = await tx
    .insert(designations)
    .values(plan.map(([name]) => ({ tenantId, name })))
    .returning({ id: designations.id, name: designations.name });
  const byRole = new Map<number, number[]>();
  plan.forEach(([, roleId], index) => {
    byRole.set(roleId, [...(byRole.get(roleId) ?? []), made[index]!.id]);
  });
  await tx
    .insert(roleDesignations)
    .values(
      [...byRole].flatMap(([roleId, ids]) =>
        ids.map((designationId) => ({ tenantId, roleId, designationId })),
      ),
    );
  return byRole;
}

export async function seedStaff(
  tx: Tx,
  tenantId: number,
  random: Random,
  options: { students: number; passwordHash: string; slug: string },
) {
  const designationsOf = await ensureDesignations(tx, tenantId);
  const people = staffPlan(options.students).flatMap(({ roleId, count }) =>
    Array.from({ length: count }, () => ({ roleId, ...staffName(random) })),
  );
  const rows = people.map((person, index) => {
    const handle = person.fullName.toLowerCase().replace(/\s+/g, '.');
    return {
      tenantId,
      username: `${handle}.${index + 1}@${options.slug}`,
      email: `${handle}.${index + 1}.${options.slug}@example.com`,
      mobile: mobileOf(6, index + 1),
      passwordHash: options.passwordHash,
      fullName: person.fullName,
      roleId: person.roleId,
    };
  });
  const made = await tx
    .insert(users)
    .values(rows)
    .returning({ id: users.id, roleId: users.roleId });
  await tx.insert(staffProfiles).values(
    made.map((user, index) => {
      const person = people[index]!;
      const choices = designationsOf.get(person.roleId) ?? [];
      return {
        tenantId,
        userId: user.id,
        designationId: choices.length ? random.pick(choices) : null,
        gender: person.gender,
        joiningDate: `${random.int(2008, 2025)}-${String(random.int(4, 7)).padStart(2, '0')}-01`,
        dateOfBirth: `${random.int(1965, 1998)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        qualification: person.qualification,
        address: person.address,
        employeeCode: `E-${String(index + 1).padStart(4, '0')}`,
      };
    }),
  );
  return made.filter((user) => user.roleId === 6).map((user) => user.id);
}

/**
 * Fills one school with staff of every role, two sessions of classes and sections, and
 * `students` students in families with parent accounts, through the same admission code
 * the API uses, in multi-row inserts. Admission numbers follow the school's format and
 * leave registration_counters where the next admission continues.
 */
