import { roleIds } from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { users } from '../auth/index.ts';

/** The school office: the school's first active admin, who answers requests no teacher can. */
export async function findSchoolOffice(tx: Tx, tenantId: number): Promise<number | null> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.roleId, roleIds.schoolAdmin),
        eq(users.userType, 'SCHOOL_USER'),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return admin?.id ?? null;
}
