import {
  dropIndexOf,
  transportMessages as m,
  type PickupPoint,
  paiseToRupees,
  type RouteRow,
  type routeBodySchema,
} from '@shala/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { allocations, pickupPoints, transportRoutes, vehicles } from './tables.ts';
import { findVehicle } from './vehicle-service.ts';

type RouteInput = z.output<typeof routeBodySchema>;
type PointRow = typeof pickupPoints.$inferSelect;

export const presentPoints = (points: PointRow[]): PickupPoint[] =>
  points.map((point, index) => ({
    id: point.id,
    label: point.label,
    address: point.address,
    lat: point.lat,
    lng: point.lng,
    fare: paiseToRupees(point.farePaise),
    pick_index: index,
    drop_index: dropIndexOf(index, points.length),
  }));

/** The points of some routes in pickup order, by route id. */
export async function loadPoints(scope: TenantScope, routeIds: number[]) {
  const { tx, tenantId } = scope;
  const byRoute = new Map<number, PointRow[]>();
  if (!routeIds.length) return byRoute;
  const rows = await tx
    .select()
    .from(pickupPoints)
    .where(and(eq(pickupPoints.tenantId, tenantId), inArray(pickupPoints.routeId, routeIds)))
    .orderBy(asc(pickupPoints.routeId), asc(pickupPoints.position));
  for (const row of rows) byRoute.set(row.routeId, [...(byRoute.get(row.routeId) ?? []), row]);
  return byRoute;
}

/** Routes (all, or one) with their vehicle, the seats taken in `sessionId` and their points. */
export async function listRoutes(
  scope: TenantScope,
  sessionId: number | null,
  routeId?: number,
): Promise<RouteRow[]> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select({
      id: transportRoutes.id,
      route_name: transportRoutes.routeName,
      vehicle_id: vehicles.id,
      vehicle_name: vehicles.vehicleName,
      vehicle_no: vehicles.vehicleNo,
      seats: vehicles.seats,
      allocated: sql<number>`(select count(*)::int from ${allocations} a
        where a.tenant_id = ${tenantId} and a.route_id = ${transportRoutes.id}
          and a.session_id = ${sessionId ?? 0})`,
    })
    .from(transportRoutes)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.tenantId, transportRoutes.tenantId),
        eq(vehicles.id, transportRoutes.vehicleId),
      ),
    )
    .where(
      and(
        eq(transportRoutes.tenantId, tenantId),
        routeId === undefined ? undefined : eq(transportRoutes.id, routeId),
      ),
    )
    .orderBy(asc(transportRoutes.routeName), asc(transportRoutes.id));
  const points = await loadPoints(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    allocated: Number(row.allocated),
    pickup_points: presentPoints(points.get(row.id) ?? []),
  }));
}

export async function findRoute(scope: TenantScope, sessionId: number | null, id: number) {
  const [row] = await listRoutes(scope, sessionId, id);
  if (!row) throw notFound(m.routeNotFound);
  return row;
}

const duplicate = () => badRequest(m.routeExists, 'route_name');

const pointColumns = (point: RouteInput['pickup_points'][number], position: number) => ({
  position,
  label: point.label,
  address: point.address,
  lat: point.lat,
  lng: point.lng,
  farePaise: point.fare,
});

export async function createRoute(scope: TenantScope, body: RouteInput) {
  const { tx, tenantId } = scope;
  await findVehicle(scope, body.vehicle_id);
  const [route] = await refuseConflicts(
    () =>
      tx
        .insert(transportRoutes)
        .values({ tenantId, routeName: body.route_name, vehicleId: body.vehicle_id })
        .returning({ id: transportRoutes.id }),
    { unique: duplicate },
  );
  await tx.insert(pickupPoints).values(
    body.pickup_points.map((point, position) => ({
      tenantId,
      routeId: route!.id,
      ...pointColumns(point, position),
    })),
  );
  return route!.id;
}

/**
 * Changes a route. Points are matched by position: the first ones are rewritten in place (so
 * students keep their point), new ones are added, and surplus ones deleted unless allocated.
 */
export async function updateRoute(scope: TenantScope, body: RouteInput & { id: number }) {
  const { tx, tenantId } = scope;
  await findVehicle(scope, body.vehicle_id);
  const updated = await refuseConflicts(
    () =>
      tx
        .update(transportRoutes)
        .set({ routeName: body.route_name, vehicleId: body.vehicle_id })
        .where(and(eq(transportRoutes.tenantId, tenantId), eq(transportRoutes.id, body.id)))
        .returning({ id: transportRoutes.id }),
    { unique: duplicate },
  );
  if (!updated.length) throw notFound(m.routeNotFound);
  const existing = (await loadPoints(scope, [body.id])).get(body.id) ?? [];
  for (const [position, point] of body.pickup_points.entries()) {
    const current = existing[position];
    if (current)
      await tx
        .update(pickupPoints)
        .set(pointColumns(point, position))
        .where(and(eq(pickupPoints.tenantId, tenantId), eq(pickupPoints.id, current.id)));
    else
      await tx
        .insert(pickupPoints)
        .values({ tenantId, routeId: body.id, ...pointColumns(point, position) });
  }
  const surplus = existing.slice(body.pickup_points.length).map((point) => point.id);
  if (surplus.length)
    await refuseConflicts(
      () =>
        tx
          .delete(pickupPoints)
          .where(and(eq(pickupPoints.tenantId, tenantId), inArray(pickupPoints.id, surplus))),
      { foreignKey: () => badRequest(m.routeInUse) },
    );
}

export async function deleteRoute(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const deleted = await refuseConflicts(
    () =>
      tx
        .delete(transportRoutes)
        .where(and(eq(transportRoutes.tenantId, tenantId), eq(transportRoutes.id, id)))
        .returning({ id: transportRoutes.id }),
    { foreignKey: () => badRequest(m.routeInUse) },
  );
  if (!deleted.length) throw notFound(m.routeNotFound);
}
