import type { SchoolRoleId } from '@shala/contracts';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { buildUser } from './auth.ts';

/** A staff member: a school user of a staff role (a teacher unless told otherwise). */
export function buildStaff(
  db: AppDb,
  tenantId: number,
  overrides: { roleId?: Exclude<SchoolRoleId, 4>; username?: string; email?: string | null } = {},
) {
  return buildUser(db, tenantId, { roleId: overrides.roleId ?? 6, ...overrides });
}
