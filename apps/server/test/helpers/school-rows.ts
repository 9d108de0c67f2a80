import { and, asc, eq, isNull, type sql } from 'drizzle-orm';
import {
  academicSessions,
  classes,
  classSections,
  sections,
} from '../../src/modules/academics/tables.ts';
import { schools } from '../../src/modules/schools/tables.ts';
import { withPlatform } from '../../src/platform/db/tenant-scope.ts';
import type { TestApp } from './test-app.ts';

/** Ids of a seeded school's rows, read outside the API (as the platform role). */
export async function schoolRows(t: TestApp, subdomain: string) {
  return withPlatform(t.database.db, async (tx) => {
    const [school] = await tx.select().from(schools).where(eq(schools.subdomain, subdomain));
    const tenantId = school!.id;
    const [session] = await tx
      .select()
      .from(academicSessions)
      .where(
        and(
          eq(academicSessions.tenantId, tenantId),
          eq(academicSessions.isCurrent, true),
          isNull(academicSessions.parentId),
        ),
      );
    const classRows = await tx
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(eq(classes.tenantId, tenantId))
      .orderBy(asc(classes.position), asc(classes.id));
    const links = await tx
      .select({ classId: classSections.classId, sectionId: sections.id, name: sections.name })
      .from(classSections)
      .innerJoin(
        sections,
        and(
          eq(sections.tenantId, classSections.tenantId),
          eq(sections.id, classSections.sectionId),
        ),
      )
      .where(and(eq(classSections.tenantId, tenantId), eq(classSections.sessionId, session!.id)));
    const sectionsOf = (classId: number) => links.filter((link) => link.classId === classId);
    return { tenantId, session: session!, classes: classRows, sectionsOf };
  });
}

/** Adds a class with no sections in any session (for the "no sections" rule). */
export async function addClassWithoutSections(t: TestApp, tenantId: number, name: string) {
  return withPlatform(t.database.db, async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({ tenantId, name, position: 99 })
      .returning({ id: classes.id });
    return row!.id;
  });
}

/** Runs a read as the platform role (sees every school). */
export function platformQuery<T>(t: TestApp, query: ReturnType<typeof sql>) {
  return withPlatform(t.database.db, async (tx) => {
    const result = (await tx.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  });
}
