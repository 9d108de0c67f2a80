import {
  type AllocationBody,
  transportMessages as m,
  paiseToRupees,
  type TransportAllocationRow,
} from '@shala/contracts';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { findEnrolment, findStudentPlaces, findStudentsByIds } from '../students/index.ts';
import { allocations, pickupPoints, transportRoutes, vehicles } from './tables.ts';

/**
 * Allocations of a session (optionally narrowed, optionally a page of them), with the route,
 * point and fare, and how many the whole list has (`total`).
 */
export async function selectAllocations(
  scope: TenantScope,
  sessionId: number,
  where?: SQL,
  page?: { skip: number; limit: number },
) {
  const { tx, tenantId } = scope;
  const query = tx
    .select({
      id: allocations.id,
      studentId: allocations.studentId,
      routeId: allocations.routeId,
      routeName: transportRoutes.routeName,
      vehicleName: vehicles.vehicleName,
      vehicleNo: vehicles.vehicleNo,
      pickupPointId: allocations.pickupPointId,
      pointLabel: pickupPoints.label,
      pointPosition: pickupPoints.position,
      farePaise: pickupPoints.farePaise,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(allocations)
    .innerJoin(
      transportRoutes,
      and(
        eq(transportRoutes.tenantId, allocations.tenantId),
        eq(transportRoutes.id, allocations.routeId),
      ),
    )
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.tenantId, transportRoutes.tenantId),
        eq(vehicles.id, transportRoutes.vehicleId),
      ),
    )
    .innerJoin(
      pickupPoints,
      and(
        eq(pickupPoints.tenantId, allocations.tenantId),
        eq(pickupPoints.id, allocations.pickupPointId),
      ),
    )
    .where(and(eq(allocations.tenantId, tenantId), eq(allocations.sessionId, sessionId), where))
    .orderBy(asc(transportRoutes.routeName), asc(pickupPoints.position), asc(allocations.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.skip) : query;
}
export type AllocationRecord = Awaited<ReturnType<typeof selectAllocations>>[number];

/** Allocation rows as the screens show them: with the student's name, class and roll number. */
export async function presentAllocations(
  scope: TenantScope,
  sessionId: number,
  records: AllocationRecord[],
): Promise<TransportAllocationRow[]> {
  const { tx, tenantId } = scope;
  const ids = records.map((record) => record.studentId);
  const places = await findStudentPlaces(tx, tenantId, sessionId, ids);
  const names = new Map(
    (await findStudentsByIds(tx, tenantId, ids)).map((row) => [row.studentId, row.studentName]),
  );
  return records.map((record) => {
    const place = places.get(record.studentId);
    return {
      id: record.id,
      session_id: sessionId,
      student_id: record.studentId,
      student_name: names.get(record.studentId) ?? '',
      class_name: place?.className ?? null,
      roll_number: place?.rollNumber ?? null,
      route_id: record.routeId,
      route_name: record.routeName,
      pickup_point_id: record.pickupPointId,
      pickup_point_name: record.pointLabel,
      fare: paiseToRupees(record.farePaise),
    };
  });
}

export async function listTransportAllocations(
  scope: TenantScope,
  sessionId: number,
  routeId?: number,
) {
  const records = await selectAllocations(
    scope,
    sessionId,
    routeId === undefined ? undefined : eq(allocations.routeId, routeId),
  );
  return presentAllocations(scope, sessionId, records);
}

/**
 * Allocates a student (or moves them) to a route's pickup point for a session. The route row is
 * locked first, so allocations made at once are counted one after the other and never take
 * more seats than the route's vehicle has.
 */
export async function allocateRoute(
  scope: TenantScope,
  sessionId: number,
  body: AllocationBody,
): Promise<TransportAllocationRow> {
  const { tx, tenantId } = scope;
  const enrolment = await findEnrolment(tx, tenantId, body.student_id, sessionId);
  if (enrolment?.status !== 'ACTIVE') throw notFound(m.studentNotFound);
  const [route] = await tx
    .select({ id: transportRoutes.id, seats: vehicles.seats })
    .from(transportRoutes)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.tenantId, transportRoutes.tenantId),
        eq(vehicles.id, transportRoutes.vehicleId),
      ),
    )
    .where(and(eq(transportRoutes.tenantId, tenantId), eq(transportRoutes.id, body.route_id)))
    .for('update', { of: transportRoutes });
  if (!route) throw notFound(m.routeNotFound);
  const [point] = await tx
    .select({ id: pickupPoints.id })
    .from(pickupPoints)
    .where(
      and(
        eq(pickupPoints.tenantId, tenantId),
        eq(pickupPoints.routeId, body.route_id),
        eq(pickupPoints.id, body.pickup_point_id),
      ),
    );
  if (!point) throw badRequest(m.pointNotFound, 'pickup_point_id');
  const [taken] = await tx
    .select({ riders: count() })
    .from(allocations)
    .where(
      and(
        eq(allocations.tenantId, tenantId),
        eq(allocations.sessionId, sessionId),
        eq(allocations.routeId, body.route_id),
        ne(allocations.studentId, body.student_id),
      ),
    );
  if ((taken?.riders ?? 0) >= route.seats) throw badRequest(m.seatsFull, 'route_id');
  const values = { routeId: body.route_id, pickupPointId: body.pickup_point_id };
  const [saved] = await tx
    .insert(allocations)
    .values({ tenantId, sessionId, studentId: body.student_id, ...values })
    .onConflictDoUpdate({
      target: [allocations.tenantId, allocations.sessionId, allocations.studentId],
      set: values,
    })
    .returning({ id: allocations.id });
  const records = await selectAllocations(scope, sessionId, eq(allocations.id, saved!.id));
  const [row] = await presentAllocations(scope, sessionId, records);
  return row!;
}

export async function deleteTransportAllocation(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const deleted = await tx
    .delete(allocations)
    .where(and(eq(allocations.tenantId, tenantId), eq(allocations.id, id)))
    .returning({ id: allocations.id });
  if (!deleted.length) throw notFound(m.allocationNotFound);
}
