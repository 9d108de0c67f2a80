import { roleIds } from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { users } from '../auth/index.ts';

/** The school office: the school's first active admin, who answers requests no teacher can. */
export async function findSchoolOffice(scope: TenantScope): Promise<number | null> {
  const { tx, tenantId } = scope;
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
