import {
  type BoardingBody,
  type BusDuty,
  boardingNoticeKey,
  clockTimeIn,
  displayDate,
  transportMessages as m,
  type Trip,
  tripLabels,
  typeRunsTrip,
} from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { findCurrentSession } from '../academics/index.ts';
import { sendNotice } from '../messages/index.ts';
import { listParentContacts } from '../students/index.ts';
import { listTransportAllocations, selectAllocations } from './allocation-service.ts';
import { listSettingsOn } from './driver-setting-service.ts';
import { findRoute } from './route-service.ts';
import { allocations, boardings } from './tables.ts';
import { checkRouteVisible } from './viewer.ts';

/** Marks of a date's trip on a route, by student. */
async function loadMarks(scope: SignedInScope, routeId: number, date: string, trip: Trip) {
  const rows = await scope.tx
    .select({ studentId: boardings.studentId, status: boardings.status })
    .from(boardings)
    .where(
      and(
        eq(boardings.tenantId, scope.tenantId),
        eq(boardings.routeId, routeId),
        eq(boardings.boardingDate, date),
        eq(boardings.trip, trip),
      ),
    );
  return new Map(rows.map((row) => [row.studentId, row.status]));
}

/**
 * A driver's duty for a trip on a date: the route of their setting in force that runs the trip,
 * its points in trip order (reversed for the drop) with the riders and their marks; null when
 * the driver has no such setting or no session is current.
 */
export async function getBusDuty(
  scope: SignedInScope,
  driverId: number,
  trip: Trip,
  date: string,
): Promise<BusDuty | null> {
  const tenantId = scope.tenantId;
  const session = await findCurrentSession(scope.tx, tenantId);
  const setting = (await listSettingsOn(scope, driverId, date)).find((row) =>
    typeRunsTrip(row.type, trip),
  );
  if (!session || !setting) return null;
  const route = await findRoute(scope, session.id, setting.route_id);
  const riders = await listTransportAllocations(scope, session.id, route.id);
  const marks = await loadMarks(scope, route.id, date, trip);
  const ordered = trip === 'P' ? route.pickup_points : [...route.pickup_points].reverse();
  return {
    route_id: route.id,
    route_name: route.route_name,
    vehicle_name: setting.vehicle.vehicle_name,
    vehicle_no: setting.vehicle.vehicle_no,
    trip,
    date,
    points: ordered.map((point) => ({
      id: point.id,
      label: point.label,
      address: point.address,
      students: riders
        .filter((rider) => rider.pickup_point_id === point.id)
        .map((rider) => ({
          student_id: rider.student_id,
          student_name: rider.student_name,
          class_name: rider.class_name,
          status: marks.get(rider.student_id) ?? null,
        })),
    })),
  };
}

/**
 * Marks a rider boarded or missed on a trip (a later mark replaces the earlier one) and tells
 * the child's parents, once per child, date and trip, through the messages delivery.
 */
export async function markBoarding(
  scope: SignedInScope,
  after: AfterCommit,
  body: BoardingBody & { date: string },
): Promise<{ status: BoardingBody['status']; notified: number }> {
  const tenantId = scope.tenantId;
  await checkRouteVisible(scope, body.route_id);
  const session = await findCurrentSession(scope.tx, tenantId);
  const [rider] = session
    ? await selectAllocations(
        scope,
        session.id,
        and(eq(allocations.routeId, body.route_id), eq(allocations.studentId, body.student_id)),
      )
    : [];
  if (!session || !rider) throw badRequest(m.notOnRoute, 'student_id');
  const values = {
    status: body.status,
    markedBy: scope.user.id,
    pickupPointId: rider.pickupPointId,
  };
  await scope.tx
    .insert(boardings)
    .values({
      tenantId,
      studentId: body.student_id,
      routeId: body.route_id,
      boardingDate: body.date,
      trip: body.trip,
      ...values,
    })
    .onConflictDoUpdate({
      target: [boardings.tenantId, boardings.studentId, boardings.boardingDate, boardings.trip],
      set: { ...values, routeId: body.route_id },
    });
  const [row] = await listTransportAllocations(scope, session.id, body.route_id).then((rows) =>
    rows.filter((one) => one.student_id === body.student_id),
  );
  const parents = await listParentContacts(scope.tx, tenantId, [body.student_id]);
  const verb = body.status === 'boarded' ? 'boarded the bus' : 'missed the bus';
  const { recipients } = await sendNotice(scope, after, {
    key: boardingNoticeKey(body.student_id, body.date, body.trip),
    title: `Transport: ${tripLabels[body.trip]}`,
    body: `${row?.student_name ?? ''} ${verb} at ${rider.pointLabel} at ${clockTimeIn(scope.timeZone)} (${tripLabels[body.trip]}, ${displayDate(body.date)}).`,
    recipientUserIds: parents.flatMap((parent) => (parent.userId === null ? [] : [parent.userId])),
    channels: ['app', 'push', 'sms'],
  });
  return { status: body.status, notified: recipients };
}
