import { type MemberOption, type MemberType, roleNames, type SchoolRoleId } from '@shala/contracts';
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { containing } from '../../platform/db/like.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { classesOf, findCurrentSession, sectionsOf } from '../academics/index.ts';
import { accountsOf } from '../auth/index.ts';
import { enrolmentOf, findEnrolment } from '../students/index.ts';
import { bookIssues } from './tables.ts';

/**
 * Members of the library: students (through the students module's enrolment of the current
 * session) and staff accounts (auth's), with class and section names (academics'), each a
 * subquery its owner publishes, joined to the loans in one statement.
 */
export interface Members {
  enrolment: ReturnType<typeof enrolmentOf>;
  staff: ReturnType<typeof accountsOf>;
  classes: ReturnType<typeof classesOf>;
  sections: ReturnType<typeof sectionsOf>;
}

/** The current session's members (no students without a current session). */
export async function currentMembers(scope: TenantScope): Promise<Members> {
  const { tx, tenantId } = scope;
  const session = await findCurrentSession(tx, tenantId);
  return {
    enrolment: enrolmentOf(tx, tenantId, session?.id ?? 0),
    staff: accountsOf(tx, tenantId, 'staff'),
    classes: classesOf(tx, tenantId, 'member_class'),
    sections: sectionsOf(tx, tenantId, 'member_section'),
  };
}

/** Join conditions from a loan to its member, and from an enrolment to its class and section. */
export const studentOfIssue = ({ enrolment }: Members) =>
  eq(enrolment.studentId, bookIssues.studentId);
export const staffOfIssue = ({ staff }: Members) => eq(staff.id, bookIssues.staffUserId);
export const classOf = ({ classes, enrolment }: Members) => eq(classes.id, enrolment.classId);
export const sectionOf = ({ sections, enrolment }: Members) => eq(sections.id, enrolment.sectionId);

/** The member's name (student or staff) on a query joined as above. */
export const memberNameSql = ({ enrolment, staff }: Members) =>
  sql<string | null>`coalesce(${enrolment.studentName}, ${staff.fullName})`;
/** "5 A" or "5": the class and section, on a query joined as above. */
export const classNameSql = ({ classes, sections }: Members) =>
  sql<
    string | null
  >`case when ${classes.name} is null then null else concat_ws(' ', ${classes.name}, ${sections.name}) end`;

const staffRoleIds = Object.keys(roleNames)
  .map(Number)
  .filter((id) => id !== 4);
const optionLimit = 20;

/** Active students of the current session or active staff, by name, to issue a book to. */
export async function searchMembers(
  scope: TenantScope,
  memberType: MemberType,
  search: string | undefined,
): Promise<MemberOption[]> {
  const { tx, tenantId } = scope;
  const pattern = search ? containing(search) : undefined;
  if (memberType === 'staff') {
    const staff = accountsOf(tx, tenantId, 'staff');
    const rows = await tx
      .select({ id: staff.id, name: staff.fullName, roleId: staff.roleId })
      .from(staff)
      .where(
        and(
          eq(staff.userType, 'SCHOOL_USER'),
          eq(staff.isActive, true),
          inArray(staff.roleId, staffRoleIds),
          pattern ? ilike(staff.fullName, pattern) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${staff.fullName})`), asc(staff.id))
      .limit(optionLimit);
    return rows.map((row) => ({
      member_type: 'staff',
      id: row.id,
      name: row.name,
      detail: roleNames[row.roleId as SchoolRoleId] ?? 'Staff',
      roll_number: null,
    }));
  }
  const members = await currentMembers(scope);
  const { enrolment, classes, sections } = members;
  const rows = await tx
    .select({
      id: enrolment.studentId,
      name: enrolment.studentName,
      className: classes.name,
      sectionName: sections.name,
      rollNumber: enrolment.rollNumber,
    })
    .from(enrolment)
    .innerJoin(classes, classOf(members))
    .leftJoin(sections, sectionOf(members))
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
  scope: TenantScope,
  member: { type: MemberType; id: number },
): Promise<{ name: string } | null> {
  const { tx, tenantId } = scope;
  if (member.type === 'staff') {
    const staff = accountsOf(tx, tenantId, 'staff');
    const [row] = await tx
      .select({ name: staff.fullName })
      .from(staff)
      .where(
        and(
          eq(staff.id, member.id),
          eq(staff.userType, 'SCHOOL_USER'),
          eq(staff.isActive, true),
          ne(staff.roleId, 4),
        ),
      );
    return row ?? null;
  }
  const session = await findCurrentSession(tx, tenantId);
  if (!session) return null;
  const enrolled = await findEnrolment(tx, tenantId, member.id, session.id);
  return enrolled?.status === 'ACTIVE' ? { name: enrolled.studentName } : null;
}
