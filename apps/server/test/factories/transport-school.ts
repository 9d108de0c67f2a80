import {
  addDays,
  createDriverSetting,
  createRoute,
  createVehicle,
  todayIn,
} from '@shala/contracts';
import { type Client, signedInClient } from '../helpers/call.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { buildClass, buildSession } from './academics.ts';
import { buildUser, testPassword } from './auth.ts';
import { buildSchool } from './schools.ts';
import { buildParent, buildStudent } from './students.ts';

/**
 * A school for transport's tests: a current session around today, class 5, an admin, two
 * drivers, a parent of one child (`child`) and another child (`stranger`); beside it another
 * school. `newRoute` adds a vehicle and a route of three points; `newStudent` a pupil.
 */
export async function buildTransportSchool(t: TestApp, subdomain: string) {
  const db = t.database.db;
  const today = todayIn('Asia/Kolkata');
  const school = await buildSchool(db, { subdomain });
  const otherSchool = await buildSchool(db, { subdomain: `${subdomain}-other` });
  const session = await buildSession(db, school.id, {
    startDate: addDays(today, -200),
    endDate: addDays(today, 160),
  });
  const place = {
    tenantId: school.id,
    sessionId: session.id,
    classId: (await buildClass(db, school.id, { name: '5' })).id,
  };
  const child = await buildStudent(db, { ...place, name: 'Asha Iyer', rollNumber: 1 });
  const stranger = await buildStudent(db, { ...place, name: 'Bala Menon', rollNumber: 2 });
  const { user: parentUser } = await buildParent(db, school.id, [child]);
  await buildUser(db, school.id, { username: `admin@${subdomain}` });
  const driverUser = await buildUser(db, school.id, { username: `driver@${subdomain}`, roleId: 8 });
  const otherDriverUser = await buildUser(db, school.id, {
    username: `driver2@${subdomain}`,
    roleId: 8,
  });
  await buildUser(db, otherSchool.id, { username: `admin@${subdomain}-other` });
  const signIn = (host: string, username: string) =>
    signedInClient(t, host, username, testPassword);
  const admin: Client = await signIn(subdomain, `admin@${subdomain}`);
  const driver = await signIn(subdomain, driverUser.username);
  const otherDriver = await signIn(subdomain, otherDriverUser.username);
  const parent = await signIn(subdomain, parentUser.username);
  const otherAdmin = await signIn(`${subdomain}-other`, `admin@${subdomain}-other`);

  let vehicleNo = 0;
  const newVehicle = async (seats = 30) => {
    vehicleNo += 1;
    return admin.ok(createVehicle, {
      body: { vehicle_name: `Bus ${vehicleNo}`, vehicle_no: `KA01AB${1000 + vehicleNo}`, seats },
    });
  };
  /** A route of three points (fares ₹500, ₹600, ₹700) on a new vehicle of `seats`. */
  const newRoute = async (name: string, seats = 30) => {
    const vehicle = await newVehicle(seats);
    return admin.ok(createRoute, {
      body: {
        route_name: name,
        vehicle_id: vehicle.id,
        pickup_points: [
          { label: 'Gandhi Circle', address: 'MG Road', lat: 12.97, lng: 77.59, fare: 500 },
          { label: 'Lake View', address: null, lat: 12.98, lng: 77.6, fare: 600 },
          { label: 'School Gate', address: 'Main Road', lat: 12.99, lng: 77.61, fare: 700 },
        ],
      },
    });
  };
  /** Puts the driver on a route's vehicle from a week ago to a month ahead. */
  const assignDriver = (
    route: { id: number; vehicle_id: number },
    driverId = driverUser.id,
    type: 'B' | 'P' | 'D' = 'B',
  ) =>
    admin.ok(createDriverSetting, {
      body: {
        driver_id: driverId,
        vehicle_id: route.vehicle_id,
        route_id: route.id,
        from_date: addDays(today, -7),
        to_date: addDays(today, 30),
        type,
      },
    });
  const newStudent = (name?: string) => buildStudent(db, { ...place, name });
  return {
    today,
    schoolId: school.id,
    sessionId: session.id,
    admin,
    driver,
    driverId: driverUser.id,
    otherDriver,
    otherDriverId: otherDriverUser.id,
    parent,
    parentUserId: parentUser.id,
    otherAdmin,
    child,
    stranger,
    newVehicle,
    newRoute,
    assignDriver,
    newStudent,
  };
}
export type TransportSchool = Awaited<ReturnType<typeof buildTransportSchool>>;
