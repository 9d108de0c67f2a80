import { type DriverBody, type DriverRow, transportMessages as m, roleIds } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { users } from '../auth/index.ts';
import { driverProfiles } from './tables.ts';

const driverColumns = {
  user_id: users.id,
  driver_full_name: users.fullName,
  driver_mobile_no: sql<string | null>`coalesce(${driverProfiles.mobileNo}, ${users.mobile})`,
  license_no: driverProfiles.licenseNo,
  driver_address: driverProfiles.address,
};

function selectDrivers(scope: TenantScope, userId?: number) {
  const { tx, tenantId } = scope;
  return tx
    .select(driverColumns)
    .from(users)
    .leftJoin(
      driverProfiles,
      and(eq(driverProfiles.tenantId, users.tenantId), eq(driverProfiles.userId, users.id)),
    )
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.roleId, roleIds.driver),
        eq(users.isActive, true),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    );
}

/** Users of the driver role, with their licence and contact when set. */
export async function listDrivers(scope: TenantScope): Promise<DriverRow[]> {
  return selectDrivers(scope).orderBy(asc(users.fullName), asc(users.id));
}

/** One active driver-role user of the school; 404 otherwise. */
export async function findDriver(scope: TenantScope, userId: number): Promise<DriverRow> {
  const [row] = await selectDrivers(scope, userId);
  if (!row) throw notFound(m.driverNotFound);
  return row;
}

export async function saveDriver(scope: TenantScope, body: DriverBody): Promise<DriverRow> {
  const { tx, tenantId } = scope;
  await findDriver(scope, body.user_id);
  const values = { licenseNo: body.license_no, mobileNo: body.mobile_no, address: body.address };
  await tx
    .insert(driverProfiles)
    .values({ tenantId, userId: body.user_id, ...values })
    .onConflictDoUpdate({ target: [driverProfiles.tenantId, driverProfiles.userId], set: values });
  return findDriver(scope, body.user_id);
}
