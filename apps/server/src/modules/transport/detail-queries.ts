import type { TransportDetail, TransportReportRow } from '@shala/contracts';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { users } from '../auth/index.ts';
import { presentAllocations, selectAllocations } from './allocation-service.ts';
import { allocations, boardings, driverProfiles, driverSettings } from './tables.ts';

/** The driver of each route on a date: the setting in force (the latest starting one). */
async function driversOfRoutes(scope: TenantScope, routeIds: number[], date: string) {
  const { tx, tenantId } = scope;
  if (!routeIds.length) return new Map<number, DriverOfRoute>();
  const rows = await tx
    .select({
      routeId: driverSettings.routeId,
      type: driverSettings.type,
      fullName: users.fullName,
      mobile: users.mobile,
      profileMobile: driverProfiles.mobileNo,
      licenseNo: driverProfiles.licenseNo,
      address: driverProfiles.address,
    })
    .from(driverSettings)
    .innerJoin(
      users,
      and(eq(users.tenantId, driverSettings.tenantId), eq(users.id, driverSettings.driverId)),
    )
    .leftJoin(
      driverProfiles,
      and(
        eq(driverProfiles.tenantId, driverSettings.tenantId),
        eq(driverProfiles.userId, driverSettings.driverId),
      ),
    )
    .where(
      and(
        eq(driverSettings.tenantId, tenantId),
        inArray(driverSettings.routeId, routeIds),
        lte(driverSettings.fromDate, date),
        gte(driverSettings.toDate, date),
      ),
    )
    .orderBy(desc(driverSettings.fromDate), asc(driverSettings.id));
  const byRoute = new Map<number, DriverOfRoute>();
  for (const row of rows) if (!byRoute.has(row.routeId)) byRoute.set(row.routeId, row);
  return byRoute;
}
interface DriverOfRoute {
  type: 'B' | 'P' | 'D';
  fullName: string;
  mobile: string | null;
  profileMobile: string | null;
  licenseNo: string | null;
  address: string | null;
}

/** A student's transport in a session (route, point, vehicle, driver, today's boarding). */
export async function getTransportDetail(
  scope: TenantScope,
  sessionId: number,
  studentId: number,
  today: string,
): Promise<TransportDetail | null> {
  const { tx, tenantId } = scope;
  const [allocation] = await selectAllocations(
    scope,
    sessionId,
    eq(allocations.studentId, studentId),
  );
  if (!allocation) return null;
  const driver = (await driversOfRoutes(scope, [allocation.routeId], today)).get(
    allocation.routeId,
  );
  const marks = await tx
    .select({ trip: boardings.trip, status: boardings.status })
    .from(boardings)
    .where(
      and(
        eq(boardings.tenantId, tenantId),
        eq(boardings.studentId, studentId),
        eq(boardings.boardingDate, today),
      ),
    )
    .orderBy(desc(boardings.trip));
  return {
    student_id: studentId,
    route_id: allocation.routeId,
    route_name: allocation.routeName,
    pickup_point: allocation.pointLabel,
    vehicle_name: allocation.vehicleName,
    vehicle_no: allocation.vehicleNo,
    driver_full_name: driver?.fullName ?? null,
    driver_mobile_no: driver?.profileMobile ?? driver?.mobile ?? null,
    license_no: driver?.licenseNo ?? null,
    driver_address: driver?.address ?? null,
    driver_type: driver?.type ?? null,
    boarding: marks.map((mark) => ({ ...mark, point: allocation.pointLabel })),
  };
}

/** Who rides where in a session, by class, roll number and name. */
export async function getTransportReport(
  scope: TenantScope,
  sessionId: number,
  today: string,
): Promise<TransportReportRow[]> {
  const records = await selectAllocations(scope, sessionId);
  const rows = await presentAllocations(scope, sessionId, records);
  const drivers = await driversOfRoutes(
    scope,
    [...new Set(records.map((record) => record.routeId))],
    today,
  );
  const vehicleOf = new Map(records.map((record) => [record.id, record.vehicleName]));
  return rows
    .map((row) => ({
      roll_number: row.roll_number,
      class_name: row.class_name,
      student_name: row.student_name,
      route_name: row.route_name,
      pickup_point_name: row.pickup_point_name,
      vehicle_name: vehicleOf.get(row.id) ?? '',
      driver_name: drivers.get(row.route_id)?.fullName ?? null,
    }))
    .sort(
      (a, b) =>
        (a.class_name ?? '').localeCompare(b.class_name ?? '', undefined, { numeric: true }) ||
        (a.roll_number ?? Number.MAX_SAFE_INTEGER) - (b.roll_number ?? Number.MAX_SAFE_INTEGER) ||
        a.student_name.localeCompare(b.student_name),
    );
}
