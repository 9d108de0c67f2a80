import { sql } from 'drizzle-orm';
import { firstId } from '../../platform/db/first-id.ts';
import type { IdSource, RouteInput, SampleEnv } from '../../platform/module.ts';

/**
 * Samples and id sources of the transport routes. The demo seeds both schools alike with a bus,
 * the demo driver on a three-point route and a few riders.
 */
const first =
  (table: string): IdSource =>
  (db, schoolId) =>
    firstId(
      db,
      sql`select id from ${sql.identifier(table)} where tenant_id = ${schoolId} order by id limit 1`,
    );
const firstVehicle = first('transport_vehicles');
const firstRoute = first('transport_routes');
const firstSetting = first('transport_driver_settings');
const firstAllocation = first('transport_allocations');
const firstPoint = first('transport_pickup_points');
const demoDriver: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from users where tenant_id = ${schoolId} and username like 'driver@%' limit 1`,
  );
const rider: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select student_id as id from transport_allocations where tenant_id = ${schoolId} order by id limit 1`,
  );
const currentSession: IdSource = (db, schoolId) =>
  firstId(
    db,
    sql`select id from academic_sessions where tenant_id = ${schoolId} and is_current and parent_id is null`,
  );

export const transportIdSources: Record<string, Record<string, IdSource>> = {
  'transport.updateVehicle': { id: firstVehicle },
  'transport.deleteVehicle': { id: firstVehicle },
  'transport.saveDriver': { user_id: demoDriver },
  'transport.createRoute': { vehicle_id: firstVehicle },
  'transport.updateRoute': { id: firstRoute, vehicle_id: firstVehicle },
  'transport.deleteRoute': { id: firstRoute },
  'transport.getRouteForMap': { routeId: firstRoute },
  'transport.createDriverSetting': {
    driver_id: demoDriver,
    vehicle_id: firstVehicle,
    route_id: firstRoute,
  },
  'transport.deleteDriverSetting': { id: firstSetting },
  'transport.driverTransportDetail': { session_id: currentSession, user_id: demoDriver },
  'transport.allocations': { session_id: currentSession, route_id: firstRoute },
  'transport.allocate': {
    session_id: currentSession,
    student_id: rider,
    route_id: firstRoute,
    pickup_point_id: firstPoint,
  },
  'transport.deleteTransportAllocation': { id: firstAllocation },
  'transport.getTransportDetail': { student_id: rider, session_id: currentSession },
  'transport.getBusDutyDetail': { driver_id: demoDriver },
  'transport.markBoarding': { route_id: firstRoute, student_id: rider },
  'transport.getTransportReport': { session_id: currentSession },
  'transport.postCharges': { session_id: currentSession },
  'transport.dues': { session_id: currentSession, route_id: firstRoute },
  'transport.pay': { session_id: currentSession, student_id: rider },
  'transport.defaulters': { session_id: currentSession, route_id: firstRoute },
};

const point = { label: 'Guard Point', address: null, lat: 12.97, lng: 77.59, fare: 500 };

export const transportHandSamples: Record<string, (env: SampleEnv) => RouteInput> = {
  'transport.createVehicle': () => ({
    body: { vehicle_name: 'Guard Bus', vehicle_no: 'KA99GD0001', seats: 30 },
  }),
  'transport.updateVehicle': () => ({
    body: { vehicle_name: 'School Bus 1', vehicle_no: 'KA01AB1234', seats: 40 },
  }),
  'transport.saveDriver': () => ({
    body: { license_no: 'KA0120150004321', mobile_no: '9845012345', address: null },
  }),
  'transport.createRoute': () => ({ body: { route_name: 'Guard Route', pickup_points: [point] } }),
  'transport.updateRoute': () => ({
    body: { route_name: 'Route 1 - South', pickup_points: [point, point, point] },
  }),
  'transport.createDriverSetting': () => ({
    body: { from_date: '2040-01-01', to_date: '2040-01-31', type: 'B' },
  }),
  'transport.markBoarding': () => ({ body: { trip: 'P', status: 'boarded' } }),
  'transport.postCharges': () => ({ body: { month: '2040-01' } }),
  'transport.pay': () => ({
    body: { due_keys: ['transport:0:2040-01'], mode: 'cash', idempotency_key: 'guard-transport-1' },
  }),
};
