import {
  transportMessages as m,
  type VehicleBody,
  type VehicleRow,
  vehicleReminders,
} from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { vehicles } from './tables.ts';

type Vehicle = typeof vehicles.$inferSelect;

export const presentVehicle = (row: Vehicle, today: string): VehicleRow => ({
  id: row.id,
  vehicle_name: row.vehicleName,
  vehicle_no: row.vehicleNo,
  seats: row.seats,
  insurance_expiry: row.insuranceExpiry,
  fitness_expiry: row.fitnessExpiry,
  permit_expiry: row.permitExpiry,
  reminders: vehicleReminders(
    { insurance: row.insuranceExpiry, fitness: row.fitnessExpiry, permit: row.permitExpiry },
    today,
  ),
});

const columnsOf = (body: VehicleBody) => ({
  vehicleName: body.vehicle_name,
  vehicleNo: body.vehicle_no,
  seats: body.seats,
  insuranceExpiry: body.insurance_expiry,
  fitnessExpiry: body.fitness_expiry,
  permitExpiry: body.permit_expiry,
});

const duplicate = () => badRequest(m.vehicleExists, 'vehicle_no');

export async function listVehicles(scope: TenantScope, today: string) {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select()
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .orderBy(asc(vehicles.vehicleName), asc(vehicles.id));
  return rows.map((row) => presentVehicle(row, today));
}

export async function findVehicle(scope: TenantScope, id: number): Promise<Vehicle> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)));
  if (!row) throw notFound(m.vehicleNotFound);
  return row;
}

export async function createVehicle(scope: TenantScope, body: VehicleBody, today: string) {
  const { tx, tenantId } = scope;
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(vehicles)
        .values({ tenantId, ...columnsOf(body) })
        .returning(),
    { unique: duplicate },
  );
  return presentVehicle(row!, today);
}

export async function updateVehicle(
  scope: TenantScope,
  body: VehicleBody & { id: number },
  today: string,
) {
  const { tx, tenantId } = scope;
  const [row] = await refuseConflicts(
    () =>
      tx
        .update(vehicles)
        .set(columnsOf(body))
        .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, body.id)))
        .returning(),
    { unique: duplicate },
  );
  if (!row) throw notFound(m.vehicleNotFound);
  return presentVehicle(row, today);
}

export async function deleteVehicle(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const deleted = await refuseConflicts(
    () =>
      tx
        .delete(vehicles)
        .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)))
        .returning({ id: vehicles.id }),
    { foreignKey: () => badRequest(m.vehicleInUse) },
  );
  if (!deleted.length) throw notFound(m.vehicleNotFound);
}
