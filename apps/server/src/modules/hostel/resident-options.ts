import type { ResidentKind } from '@shala/contracts';
import { type AnyColumn, and, asc, eq, ilike, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../platform/db/like.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { classes, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { roomAllocations } from './tables.ts';

const optionLimit = 20;
const parentRoleId = 4;

export interface ResidentOption {
  id: number;
  name: string;
  detail: string;
  gender: string | null;
}

const staffCondition = (tenantId: number) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.userType, 'SCHOOL_USER'),
    eq(users.isActive, true),
    ne(users.roleId, parentRoleId),
  );

/** An active staff member (any school role but parent), or null. */
export async function findStaffMember(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(and(staffCondition(tenantId), eq(users.id, id)));
  return row ?? null;
}

/** Up to 20 active students of the session or staff members without an active bed, by name. */
export async function searchResidents(
  scope: TenantScope,
  query: { session_id: number; for: ResidentKind; search?: string },
): Promise<ResidentOption[]> {
  const { tx, tenantId } = scope;
  const pattern = query.search ? containing(query.search) : undefined;
  const bedOf = (column: AnyColumn, resident: SQL.Aliased<number> | AnyColumn) =>
    tx
      .select({ one: sql`1` })
      .from(roomAllocations)
      .where(
        and(
          eq(roomAllocations.tenantId, tenantId),
          eq(roomAllocations.sessionId, query.session_id),
          eq(roomAllocations.isDiscontinue, false),
          eq(column, resident),
        ),
      );
  if (query.for === 'staff') {
    const rows = await tx
      .select({ id: users.id, name: users.fullName, gender: sql<string | null>`null` })
      .from(users)
      .where(
        and(
          staffCondition(tenantId),
          pattern ? ilike(users.fullName, pattern) : undefined,
          notExists(bedOf(roomAllocations.staffUserId, users.id)),
        ),
      )
      .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id))
      .limit(optionLimit);
    return rows.map((row) => ({ ...row, detail: 'Staff' }));
  }
  const enrolment = enrolmentOf(tx, tenantId, query.session_id);
  const rows = await tx
    .select({
      id: enrolment.studentId,
      name: enrolment.studentName,
      className: classes.name,
      sectionName: sections.name,
      gender: enrolment.gender,
    })
    .from(enrolment)
    .innerJoin(classes, and(eq(classes.tenantId, tenantId), eq(classes.id, enrolment.classId)))
    .leftJoin(sections, and(eq(sections.tenantId, tenantId), eq(sections.id, enrolment.sectionId)))
    .where(
      and(
        eq(enrolment.status, 'ACTIVE'),
        pattern ? ilike(enrolment.studentName, pattern) : undefined,
        notExists(bedOf(roomAllocations.studentId, enrolment.studentId)),
      ),
    )
    .orderBy(asc(sql`lower(${enrolment.studentName})`), asc(enrolment.studentId))
    .limit(optionLimit);
  // A subquery's columns come back untyped: PostgreSQL's bigint arrives as a string.
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    detail: [row.className, row.sectionName].filter(Boolean).join(' '),
    gender: row.gender,
  }));
}
