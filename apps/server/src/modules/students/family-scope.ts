import { admitsModule, roleIds } from '@shala/contracts';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import { listRolePageIds } from '../../platform/http/module-access.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { findCurrentSession, listTeacherPlaces } from '../academics/index.ts';
import { listRoutinePlaces } from '../timetable/index.ts';
import { parents, studentParents, studentPrograms } from './tables.ts';

/** The front office by role: the school admin, sub-admins and the accountant (fee dues). */
const frontOfficeRoles: ReadonlySet<number> = new Set([
  roleIds.schoolAdmin,
  roleIds.subAdmin,
  roleIds.accountant,
]);
/** The pages that write families' details: a role a school grants one of them is front office. */
const frontOfficePages = ['admission:student_admission', 'admission:manage_student_details'];

/**
 * A class and its section in the current session; a null section covers the whole class (an
 * allocation to a class without sections), as attendance's and discipline's rights read it.
 */
export interface FamilyPlace {
  classId: number;
  sectionId: number | null;
}

/**
 * Whose families (parents' contact details, the student's full record) a caller may see:
 * every family (the front office), or those of students in the given classes and sections
 * of the current session (a teacher's; none for other staff).
 * docs/decisions/0194-least-privilege-for-family-data.md.
 */
export type FamilyScope =
  | { all: true }
  | { all: false; sessionId: number | null; places: FamilyPlace[] };

const noFamilies: FamilyScope = { all: false, sessionId: null, places: [] };

/** True when the caller is front office: by role, or by a granted page that writes families. */
export async function isFrontOffice(scope: SignedInScope): Promise<boolean> {
  const roleId = scope.user.roleId;
  if (roleId === null) return false;
  if (frontOfficeRoles.has(roleId)) return true;
  const pageIds = new Set(await listRolePageIds(scope.tx, scope.tenantId, roleId));
  return frontOfficePages.some((key) => admitsModule(pageIds, key));
}

/**
 * The caller's family scope. A teacher's classes are those they are class or subject teacher
 * of (allocations) or have periods with in the class routine, this session; a day's proxy
 * period is not one. Only the Teacher role has classes: allocations a teacher moved to
 * another role keeps give nothing.
 */
export async function findFamilyScope(scope: SignedInScope): Promise<FamilyScope> {
  if (await isFrontOffice(scope)) return { all: true };
  if (scope.user.roleId !== roleIds.teacher) return noFamilies;
  const tenantId = scope.tenantId;
  const session = await findCurrentSession(scope.tx, tenantId);
  if (!session) return noFamilies;
  const allocated = await listTeacherPlaces(scope.tx, tenantId, session.id, scope.user.id);
  const timetabled = await listRoutinePlaces(scope.tx, tenantId, session.id, scope.user.id);
  const places = new Map<string, FamilyPlace>();
  for (const place of [...allocated, ...timetabled])
    places.set(`${place.classId}:${place.sectionId}`, place);
  return { all: false, sessionId: session.id, places: [...places.values()] };
}

/** True when the scope covers a student in this class and section of the session. */
export function coversPlace(
  family: FamilyScope,
  place: { sessionId: number; classId: number; sectionId: number | null },
): boolean {
  if (family.all) return true;
  return (
    place.sessionId === family.sessionId &&
    family.places.some(
      (p) =>
        p.classId === place.classId && (p.sectionId === null || p.sectionId === place.sectionId),
    )
  );
}

/** True when the caller may see a student placed in these programs (any session's). */
export async function maySeeStudent(
  scope: SignedInScope,
  programs: ReadonlyArray<{ session_id: number; class_id: number; section_id: number | null }>,
): Promise<boolean> {
  const family = await findFamilyScope(scope);
  return programs.some((program) =>
    coversPlace(family, {
      sessionId: program.session_id,
      classId: program.class_id,
      sectionId: program.section_id,
    }),
  );
}

/**
 * The parent accounts whose families the caller may see: null for every one (the front
 * office), else the accounts of parents of students in the caller's classes.
 */
export async function listFamilyParentUserIds(scope: SignedInScope): Promise<number[] | null> {
  const family = await findFamilyScope(scope);
  if (family.all) return null;
  if (family.sessionId === null || family.places.length === 0) return [];
  const tenantId = scope.tenantId;
  const rows = await scope.tx
    .selectDistinct({ userId: parents.userId })
    .from(studentPrograms)
    .innerJoin(
      studentParents,
      and(
        eq(studentParents.tenantId, studentPrograms.tenantId),
        eq(studentParents.studentId, studentPrograms.studentId),
      ),
    )
    .innerJoin(
      parents,
      and(eq(parents.tenantId, studentParents.tenantId), eq(parents.id, studentParents.parentId)),
    )
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, family.sessionId),
        isNotNull(parents.userId),
        or(
          ...family.places.map((place) =>
            and(
              eq(studentPrograms.classId, place.classId),
              place.sectionId === null ? undefined : eq(studentPrograms.sectionId, place.sectionId),
            ),
          ),
        ),
      ),
    );
  return rows.map((row) => row.userId!);
}
