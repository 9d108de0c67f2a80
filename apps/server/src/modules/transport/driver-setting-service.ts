import {
  type DriverSetting,
  type DriverSettingBody,
  transportMessages as m,
  settingDatesOverlap,
} from '@shala/contracts';
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { users } from '../auth/index.ts';
import { findDriver } from './driver-service.ts';
import { findRoute } from './route-service.ts';
import { driverSettings, transportRoutes, vehicles } from './tables.ts';
import { findVehicle } from './vehicle-service.ts';

function selectSettings(scope: TenantScope, where?: SQL) {
  const { tx, tenantId } = scope;
  return tx
    .select({
      id: driverSettings.id,
      driver_id: driverSettings.driverId,
      driver_full_name: users.fullName,
      vehicle_id: driverSettings.vehicleId,
      vehicle_name: vehicles.vehicleName,
      vehicle_no: vehicles.vehicleNo,
      route_name: transportRoutes.routeName,
      route_id: driverSettings.routeId,
      from_date: driverSettings.fromDate,
      to_date: driverSettings.toDate,
      type: driverSettings.type,
    })
    .from(driverSettings)
    .innerJoin(
      users,
      and(eq(users.tenantId, driverSettings.tenantId), eq(users.id, driverSettings.driverId)),
    )
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.tenantId, driverSettings.tenantId),
        eq(vehicles.id, driverSettings.vehicleId),
      ),
    )
    .innerJoin(
      transportRoutes,
      and(
        eq(transportRoutes.tenantId, driverSettings.tenantId),
        eq(transportRoutes.id, driverSettings.routeId),
      ),
    )
    .where(and(eq(driverSettings.tenantId, tenantId), where))
    .orderBy(desc(driverSettings.fromDate), asc(users.fullName), asc(driverSettings.id));
}

type SettingRow = Awaited<ReturnType<typeof selectSettings>>[number];

const presentSetting = (row: SettingRow): DriverSetting => ({
  id: row.id,
  driver_id: row.driver_id,
  driver_full_name: row.driver_full_name,
  vehicle_id: row.vehicle_id,
  vehicle: { vehicle_name: row.vehicle_name, vehicle_no: row.vehicle_no },
  route: { route_name: row.route_name },
  route_id: row.route_id,
  from_date: row.from_date,
  to_date: row.to_date,
  type: row.type,
});

/** Every driver setting, or one driver's (the driver's route list). */
export async function listDriverSettings(scope: TenantScope, driverId?: number) {
  const rows = await selectSettings(
    scope,
    driverId === undefined ? undefined : eq(driverSettings.driverId, driverId),
  );
  return rows.map(presentSetting);
}

/** The settings of a driver in force on a date. */
export async function listSettingsOn(scope: TenantScope, driverId: number, date: string) {
  const rows = await selectSettings(
    scope,
    and(
      eq(driverSettings.driverId, driverId),
      lte(driverSettings.fromDate, date),
      gte(driverSettings.toDate, date),
    ),
  );
  return rows.map(presentSetting);
}

/**
 * Puts a driver on a vehicle and route. A driver is on one vehicle at a time: a setting on
 * another vehicle whose dates overlap is refused (the driver's user row is locked first, so
 * two settings saved at once cannot both pass).
 */
export async function createDriverSetting(scope: TenantScope, body: DriverSettingBody) {
  const { tx, tenantId } = scope;
  await findDriver(scope, body.driver_id);
  await findVehicle(scope, body.vehicle_id);
  await findRoute(scope, null, body.route_id);
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, body.driver_id)))
    .for('update');
  const others = await listDriverSettings(scope, body.driver_id);
  const range = { from: body.from_date, to: body.to_date };
  const clash = others.some(
    (other) =>
      other.vehicle_id !== body.vehicle_id &&
      settingDatesOverlap(range, { from: other.from_date, to: other.to_date }),
  );
  if (clash) throw badRequest(m.driverOnOtherVehicle, 'vehicle_id');
  const [row] = await tx
    .insert(driverSettings)
    .values({
      tenantId,
      driverId: body.driver_id,
      vehicleId: body.vehicle_id,
      routeId: body.route_id,
      fromDate: body.from_date,
      toDate: body.to_date,
      type: body.type,
    })
    .returning({ id: driverSettings.id });
  const [saved] = await selectSettings(scope, eq(driverSettings.id, row!.id));
  return presentSetting(saved!);
}

export async function deleteDriverSetting(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const deleted = await tx
    .delete(driverSettings)
    .where(and(eq(driverSettings.tenantId, tenantId), eq(driverSettings.id, id)))
    .returning({ id: driverSettings.id });
  if (!deleted.length) throw notFound(m.settingNotFound);
}
