import { type MemberOption, type MemberType, roleNames, type SchoolRoleId } from '@shala/contracts';
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { classes, findCurrentSession, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { enrolmentOf, findEnrolment } from '../students/index.ts';
import { bookIssues } from './tables.ts';

/**
 * Members of the library: students (through the students module's enrolment of the current
 * session) and staff accounts. Class and section names are joined from academics' tables.
 */
export type Enrolment = ReturnType<typeof enrolmentOf>;

/** The current session's enrolment as a subquery (empty without a current session). */
export async function currentEnrolment(tx: Tx, tenantId: number): Promise<Enrolment> {
  const session = await findCurrentSession(tx, tenantId);
  return enrolmentOf(tx, tenantId, session?.id ?? 0);
}

/** Join conditions from a loan to its member, and from an enrolment to its class and section. */
export const studentOfIssue = (enrolment: Enrolment) =>
  eq(enrolment.studentId, bookIssues.studentId);
export const staffOfIssue = and(
  eq(users.tenantId, bookIssues.tenantId),
  eq(users.id, bookIssues.staffUserId),
);
export const classOf = (enrolment: Enrolment) =>
  and(eq(classes.tenantId, bookIssues.tenantId), eq(classes.id, enrolment.classId));
export const sectionOf = (enrolment: Enrolment) =>
  and(eq(sections.tenantId, bookIssues.tenantId), eq(sections.id, enrolment.sectionId));

/** The member's name (student or staff) on a query joined as above. */
export const memberNameSql = (enrolment: Enrolment) =>
  sql<string | null>`coalesce(${enrolment.studentName}, ${users.fullName})`;
/** "5 A" or "5": the class and section, on a query joined as above. */
export const classNameSql = sql<
  string | null
>`case when ${classes.name} is null then null else concat_ws(' ', ${classes.name}, ${sections.name}) end`;

const staffRoleIds = Object.keys(roleNames)
  .map(Number)
  .filter((id) => id !== 4);
const optionLimit = 20;

/** Active students of the current session or active staff, by name, to issue a book to. */
export async function searchMembers(
  tx: Tx,
  tenantId: number,
  memberType: MemberType,
  search: string | undefined,
): Promise<MemberOption[]> {
  const pattern = search ? containing(search) : undefined;
  if (memberType === 'staff') {
    const rows = await tx
      .select({ id: users.id, name: users.fullName, roleId: users.roleId })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.userType, 'SCHOOL_USER'),
          eq(users.isActive, true),
          inArray(users.roleId, staffRoleIds),
          pattern ? ilike(users.fullName, pattern) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
      .limit(optionLimit);
    return rows.map((row) => ({
      member_type: 'staff',
      id: row.id,
      name: row.name,
      detail: roleNames[row.roleId as SchoolRoleId] ?? 'Staff',
      roll_number: null,
    }));
  }
  const enrolment = await currentEnrolment(tx, tenantId);
  const rows = await tx
    .select({
      id: enrolment.studentId,
      name: enrolment.studentName,
      className: classes.name,
      sectionName: sections.name,
      rollNumber: enrolment.rollNumber,
    })
    .from(enrolment)
    .innerJoin(classes, and(eq(classes.tenantId, tenantId), eq(classes.id, enrolment.classId)))
    .leftJoin(sections, and(eq(sections.tenantId, tenantId), eq(sections.id, enrolment.sectionId)))
    .where(
      and(
        eq(enrolment.status, 'ACTIVE'),
        pattern ? ilike(enrolment.studentName, pattern) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${enrolment.studentName})`), asc(enrolment.studentId))
    .limit(optionLimit);
  return rows.map((row) => ({
    member_type: 'student',
    id: row.id,
    name: row.name,
    detail: [row.className, row.sectionName].filter(Boolean).join(' '),
    roll_number: row.rollNumber,
  }));
}

/** The member a loan is for, by name: an active student of the current session or active staff. */
export async function findMember(
  tx: Tx,
  tenantId: number,
  member: { type: MemberType; id: number },
): Promise<{ name: string } | null> {
  if (member.type === 'staff') {
    const [row] = await tx
      .select({ name: users.fullName })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.id, member.id),
          eq(users.userType, 'SCHOOL_USER'),
          eq(users.isActive, true),
          ne(users.roleId, 4),
        ),
      );
    return row ?? null;
  }
  const session = await findCurrentSession(tx, tenantId);
  if (!session) return null;
  const enrolled = await findEnrolment(tx, tenantId, member.id, session.id);
  return enrolled?.status === 'ACTIVE' ? { name: enrolled.studentName } : null;
}
