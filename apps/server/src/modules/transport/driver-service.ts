import { type DriverBody, type DriverRow, transportMessages as m, roleIds } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { users } from '../auth/index.ts';
import { driverProfiles } from './tables.ts';

const driverColumns = {
  user_id: users.id,
  driver_full_name: users.fullName,
  driver_mobile_no: sql<string | null>`coalesce(${driverProfiles.mobileNo}, ${users.mobile})`,
  license_no: driverProfiles.licenseNo,
  driver_address: driverProfiles.address,
};

function selectDrivers(tx: Tx, tenantId: number, userId?: number) {
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
export async function listDrivers(tx: Tx, tenantId: number): Promise<DriverRow[]> {
  return selectDrivers(tx, tenantId).orderBy(asc(users.fullName), asc(users.id));
}

/** One active driver-role user of the school; 404 otherwise. */
export async function findDriver(tx: Tx, tenantId: number, userId: number): Promise<DriverRow> {
  const [row] = await selectDrivers(tx, tenantId, userId);
  if (!row) throw notFound(m.driverNotFound);
  return row;
}

export async function saveDriver(tx: Tx, tenantId: number, body: DriverBody): Promise<DriverRow> {
  await findDriver(tx, tenantId, body.user_id);
  const values = { licenseNo: body.license_no, mobileNo: body.mobile_no, address: body.address };
  await tx
    .insert(driverProfiles)
    .values({ tenantId, userId: body.user_id, ...values })
    .onConflictDoUpdate({ target: [driverProfiles.tenantId, driverProfiles.userId], set: values });
  return findDriver(tx, tenantId, body.user_id);
}
