import { addDays, todayIn } from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { listResidentStudentIds } from '../hostel/index.ts';
import { enrolmentOf, listChildIds } from '../students/index.ts';
import {
  allocations,
  driverProfiles,
  driverSettings,
  pickupPoints,
  transportRoutes,
  vehicles,
} from './tables.ts';

const demoPoints = [
  {
    label: 'Jayanagar 4th Block',
    address: '11th Main Road',
    lat: 12.925,
    lng: 77.5838,
    fare: 90000,
  },
  { label: 'Lalbagh West Gate', address: 'RV Road', lat: 12.9507, lng: 77.5848, fare: 80000 },
  { label: 'School Gate', address: 'Greenwood School', lat: 12.9716, lng: 77.5946, fare: 60000 },
];

/**
 * A demo bus service: one bus, driver@<school> with a licence driving it on "Route 1 - South"
 * (three points) for the session, and a few day scholars allocated (the children of
 * parent@<school> who do not board among them). Idempotent: a school with any vehicle is left alone.
 */
export async function seedTransport(tx: Tx, tenantId: number, subdomain: string): Promise<void> {
  const [any] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .limit(1);
  const session = await findCurrentSession(tx, tenantId);
  const [driver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, `driver@${subdomain}`)));
  if (any || !session || !driver) return;
  const today = todayIn('Asia/Kolkata');
  const [vehicle] = await tx
    .insert(vehicles)
    .values({
      tenantId,
      vehicleName: 'School Bus 1',
      vehicleNo: 'KA01AB1234',
      seats: 40,
      insuranceExpiry: addDays(today, 20),
      fitnessExpiry: addDays(today, 200),
      permitExpiry: addDays(today, 300),
    })
    .returning({ id: vehicles.id });
  await tx.insert(driverProfiles).values({
    tenantId,
    userId: driver.id,
    licenseNo: 'KA0120150004321',
    mobileNo: '9845012345',
    address: '22, 3rd Cross, Basavanagudi, Bengaluru',
  });
  const [route] = await tx
    .insert(transportRoutes)
    .values({ tenantId, routeName: 'Route 1 - South', vehicleId: vehicle!.id })
    .returning({ id: transportRoutes.id });
  const points = await tx
    .insert(pickupPoints)
    .values(
      demoPoints.map((point, position) => ({
        tenantId,
        routeId: route!.id,
        position,
        label: point.label,
        address: point.address,
        lat: point.lat,
        lng: point.lng,
        farePaise: point.fare,
      })),
    )
    .returning({ id: pickupPoints.id });
  await tx.insert(driverSettings).values({
    tenantId,
    driverId: driver.id,
    vehicleId: vehicle!.id,
    routeId: route!.id,
    fromDate: session.startDate,
    toDate: session.endDate,
    type: 'B',
  });
  const [parent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, `parent@${subdomain}`)));
  const children = parent ? await listChildIds(tx, tenantId, parent.id) : [];
  const enrolment = enrolmentOf(tx, tenantId, session.id);
  const enrolled = await tx
    .select({ studentId: enrolment.studentId })
    .from(enrolment)
    .where(eq(enrolment.status, 'ACTIVE'))
    .orderBy(asc(enrolment.studentId));
  // Hostellers live at school: the bus takes day scholars only.
  const boarders = new Set(await listResidentStudentIds(tx, tenantId, session.id));
  const riders = [...new Set([...children, ...enrolled.map((row) => row.studentId)])]
    .filter((id) => !boarders.has(id))
    .slice(0, 5);
  if (!riders.length) return;
  await tx.insert(allocations).values(
    riders.map((studentId, index) => ({
      tenantId,
      sessionId: session.id,
      studentId,
      routeId: route!.id,
      pickupPointId: points[index % 2]!.id,
    })),
  );
}
