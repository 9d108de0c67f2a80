import type { SchoolRoleId, SchoolRow } from '@shala/contracts';
import { roleNames } from '@shala/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { builtOncePerShape } from '../../platform/db/built-once.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { splitPageTotal } from '../../platform/db/page-total.ts';
import { type AppConfig, publicUrl } from '../../platform/services.ts';
import { schools } from './tables.ts';

// Written out in full: inside a sub-select Drizzle would render the outer column without its table.
const userCount = sql<number>`(select count(*)::int from users u where u.tenant_id = schools.id)`;

/** Columns of a school row as the super-admin screens show it (one query, user count included). */
export const schoolRowColumns = {
  id: schools.id,
  name: schools.name,
  subdomain: schools.subdomain,
  primaryColor: schools.primaryColor,
  textColor: schools.textColor,
  timeZone: schools.timeZone,
  status: schools.status,
  createdAt: schools.createdAt,
  userCount,
};

type SchoolRecord = Omit<typeof schools.$inferSelect, 'kind' | 'logoUrl'> & { userCount: number };

export function presentSchoolRow(config: AppConfig, row: SchoolRecord): SchoolRow {
  return {
    id: row.id,
    school_name: row.name,
    subdomain: row.subdomain,
    url: publicUrl(config, row.subdomain, '/login'),
    primary_color: row.primaryColor,
    text_color: row.textColor,
    time_zone: row.timeZone,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    user_count: Number(row.userCount),
  };
}

export async function listSchoolRows(
  tx: Tx,
  filter: { search?: string; status?: 'ACTIVE' | 'SUSPENDED'; skip: number; limit: number },
) {
  const shape = { search: filter.search !== undefined, status: filter.status !== undefined };
  const values = {
    pattern: filter.search === undefined ? null : containing(filter.search),
    status: filter.status ?? null,
    skip: filter.skip,
    limit: filter.limit,
  };
  const page = await schoolPage(tx, shape, values);
  return splitPageTotal(page, filter.skip, async () => {
    const [alone] = await schoolCount(tx, shape, values);
    return alone?.total ?? 0;
  });
}

type SchoolListShape = { search: boolean; status: boolean };

/** The list's filter: schools only, optionally by name or subdomain and by status. */
function schoolFilter(shape: SchoolListShape) {
  const conditions: SQL[] = [eq(schools.kind, 'SCHOOL')];
  if (shape.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(schools.name, pattern), ilike(schools.subdomain, pattern))!);
  }
  if (shape.status) conditions.push(eq(schools.status, sql.placeholder('status')));
  return and(...conditions);
}

const schoolPage = builtOncePerShape((tx: Tx, shape: SchoolListShape) => {
  const where = schoolFilter(shape);
  return tx
    .select({ ...schoolRowColumns, total: tx.$count(schools, where) })
    .from(schools)
    .where(where)
    .orderBy(desc(schools.createdAt), desc(schools.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'));
});

const schoolCount = builtOncePerShape((tx: Tx, shape: SchoolListShape) =>
  tx.select({ total: count() }).from(schools).where(schoolFilter(shape)),
);

export async function findSchoolRow(tx: Tx, id: number) {
  const [row] = await tx
    .select(schoolRowColumns)
    .from(schools)
    .where(and(eq(schools.id, id), eq(schools.kind, 'SCHOOL')));
  return row ?? null;
}

/** The super admins' notification of a school they registered; it links to its information page. */
export const newSchoolNotification = (name: string, id: number) => ({
  title: 'New school',
  message: `New school ${name} registered`,
  link: `/school/information/${id}`,
});

export const roleName = (roleId: number | null) =>
  roleId ? (roleNames[roleId as SchoolRoleId] ?? 'Unknown') : 'Unknown';
