import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addDays,
  createDriverSetting,
  createRoute,
  createVehicle,
  deleteRoute,
  deleteVehicle,
  driverTransportDetail,
  getMapSettings,
  getRouteForMap,
  listDrivers,
  listRoutes,
  listVehicles,
  transportMessages as m,
  saveDriver,
  updateRoute,
  updateVehicle,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTransportSchool,
  type TransportSchool,
} from '../../../test/factories/transport-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: TransportSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildTransportSchool(t, 'tsetup');
});
afterAll(() => t?.close());

describe('vehicles', () => {
  it('adds, lists with document reminders, changes and deletes a vehicle', async () => {
    const vehicle = await s.admin.ok(createVehicle, {
      body: {
        vehicle_name: 'Yellow Van',
        vehicle_no: 'ka05mn7777',
        seats: 12,
        insurance_expiry: addDays(s.today, 10),
        fitness_expiry: addDays(s.today, -1),
        permit_expiry: addDays(s.today, 200),
      },
    });
    expect(vehicle).toMatchObject({ vehicle_no: 'KA05MN7777', seats: 12 });
    expect(vehicle.reminders).toEqual([
      'Insurance expires in 10 days',
      `Fitness expired on ${addDays(s.today, -1)}`,
    ]);
    const list = await s.admin.ok(listVehicles);
    expect(list.map((row) => row.id)).toContain(vehicle.id);
    const changed = await s.admin.ok(updateVehicle, {
      body: { id: vehicle.id, vehicle_name: 'Yellow Van', vehicle_no: 'KA05MN7777', seats: 14 },
    });
    expect(changed).toMatchObject({ seats: 14, reminders: [] });
    await s.admin.ok(deleteVehicle, { params: { id: vehicle.id } });
    const after = await s.admin.ok(listVehicles);
    expect(after.map((row) => row.id)).not.toContain(vehicle.id);
  });

  it('refuses bad input, a duplicate number and a vehicle a route uses', async () => {
    await s.admin.refused(
      createVehicle,
      { body: { vehicle_name: '', vehicle_no: 'X1', seats: 10 } },
      'vehicle_name',
      m.enterVehicleName,
    );
    await s.admin.refused(
      createVehicle,
      { body: { vehicle_name: 'Van', vehicle_no: 'X1', seats: 0 } },
      'seats',
      m.badSeats,
    );
    await s.admin.ok(createVehicle, {
      body: { vehicle_name: 'Van', vehicle_no: 'DUP1', seats: 5 },
    });
    await s.admin.refused(
      createVehicle,
      { body: { vehicle_name: 'Van 2', vehicle_no: 'dup1', seats: 5 } },
      'vehicle_no',
      m.vehicleExists,
    );
    const route = await s.newRoute('Used Route');
    const refused = await s.admin.call(deleteVehicle, { params: { id: route.vehicle_id } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.vehicleInUse);
  });

  it('keeps vehicles to their school and to staff with transport access', async () => {
    const vehicle = await s.newVehicle();
    const other = await s.otherAdmin.call(deleteVehicle, { params: { id: vehicle.id } });
    expect(other.status).toBe(404);
    expect((await s.parent.call(listVehicles)).status).toBe(403);
    expect((await s.driver.call(listVehicles)).status).toBe(403);
  });
});

describe('drivers', () => {
  it('lists driver-role users and saves their licence, mobile and address', async () => {
    const before = await s.admin.ok(listDrivers);
    expect(before.map((row) => row.user_id).sort()).toEqual([s.driverId, s.otherDriverId].sort());
    const saved = await s.admin.ok(saveDriver, {
      body: {
        user_id: s.driverId,
        license_no: 'KA0120190001234',
        mobile_no: '9876543210',
        address: '12, 4th Cross, Jayanagar',
      },
    });
    expect(saved).toMatchObject({
      license_no: 'KA0120190001234',
      driver_mobile_no: '9876543210',
      driver_address: '12, 4th Cross, Jayanagar',
    });
  });

  it('refuses a user who is not a driver and a bad mobile number', async () => {
    const notDriver = await s.admin.call(saveDriver, {
      body: { user_id: s.parentUserId, license_no: 'L1', mobile_no: '9876543210' },
    });
    expect(notDriver.status).toBe(404);
    expect(notDriver.body.message).toBe(m.driverNotFound);
    await s.admin.refused(
      saveDriver,
      { body: { user_id: s.driverId, license_no: 'L1', mobile_no: '12345' } },
      'mobile_no',
      m.badMobile,
    );
  });
});

describe('routes and the map', () => {
  let routing: Server;
  let routingUrl = '';
  let routingCalls: string[] = [];

  beforeAll(async () => {
    routing = createServer((request, response) => {
      routingCalls.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          code: 'Ok',
          routes: [
            {
              geometry: {
                coordinates: [
                  [77.59, 12.97],
                  [77.595, 12.975],
                  [77.6, 12.98],
                  [77.61, 12.99],
                ],
              },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => routing.listen(0, '127.0.0.1', resolve));
    routingUrl = `http://127.0.0.1:${(routing.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    t.services.config.routingUrl = undefined;
    routing.close();
  });

  it('saves a route with ordered points; the drop order is the pickup order reversed', async () => {
    const route = await s.newRoute('North Loop');
    expect(
      route.pickup_points.map((point) => [point.label, point.pick_index, point.drop_index]),
    ).toEqual([
      ['Gandhi Circle', 0, 2],
      ['Lake View', 1, 1],
      ['School Gate', 2, 0],
    ]);
    expect(route.pickup_points.map((point) => point.fare)).toEqual([500, 600, 700]);
    const listed = await s.admin.ok(listRoutes);
    expect(listed.find((row) => row.id === route.id)).toMatchObject({ seats: 30, allocated: 0 });
  });

  it('reorders, moves and drops points on update, keeping ids by position', async () => {
    const route = await s.newRoute('South Loop');
    const [first, second] = route.pickup_points;
    const changed = await s.admin.ok(updateRoute, {
      body: {
        id: route.id,
        route_name: 'South Loop',
        vehicle_id: route.vehicle_id,
        pickup_points: [
          { label: 'Lake View', address: null, lat: 12.981, lng: 77.601, fare: 650 },
          { label: 'Gandhi Circle', address: 'MG Road', lat: 12.97, lng: 77.59, fare: 500 },
        ],
      },
    });
    expect(changed.pickup_points.map((point) => [point.id, point.label, point.lat])).toEqual([
      [first!.id, 'Lake View', 12.981],
      [second!.id, 'Gandhi Circle', 12.97],
    ]);
  });

  it('refuses a route without points, with a bad position or a duplicate name', async () => {
    const vehicle = await s.newVehicle();
    await s.admin.refused(
      createRoute,
      { body: { route_name: 'Empty', vehicle_id: vehicle.id, pickup_points: [] } },
      'pickup_points',
      m.addPoints,
    );
    await s.admin.refused(
      createRoute,
      {
        body: {
          route_name: 'Far',
          vehicle_id: vehicle.id,
          pickup_points: [{ label: 'Pole', address: null, lat: 95, lng: 0, fare: 1 }],
        },
      },
      'pickup_points.0.lat',
      m.badLat,
    );
    await s.newRoute('Twin');
    await s.admin.refused(
      createRoute,
      {
        body: {
          route_name: 'twin',
          vehicle_id: vehicle.id,
          pickup_points: [{ label: 'A', address: null, lat: 1, lng: 1, fare: 1 }],
        },
      },
      'route_name',
      m.routeExists,
    );
  });

  it('answers the map with straight segments when no routing service is set', async () => {
    const route = await s.newRoute('Straight Line');
    const map = await s.admin.ok(getRouteForMap, { params: { routeId: route.id } });
    expect(map).toMatchObject({
      route_name: 'Straight Line',
      path_source: 'straight',
      tile_url: null,
    });
    expect(map.path).toEqual([
      [12.97, 77.59],
      [12.98, 77.6],
      [12.99, 77.61],
    ]);
    expect(map.pickup_points[0]).toEqual({
      lat: 12.97,
      lng: 77.59,
      label: 'Gandhi Circle',
      address: 'MG Road',
      drop_index: 2,
    });
  });

  it('follows the routing service when set, and falls back when it fails', async () => {
    const route = await s.newRoute('Driving Line');
    t.services.config.routingUrl = routingUrl;
    routingCalls = [];
    const map = await s.admin.ok(getRouteForMap, { params: { routeId: route.id } });
    expect(map.path_source).toBe('routing');
    expect(map.path).toHaveLength(4);
    expect(map.path[1]).toEqual([12.975, 77.595]);
    expect(routingCalls[0]).toContain('/route/v1/driving/77.59,12.97;77.6,12.98;77.61,12.99');
    t.services.config.routingUrl = 'http://127.0.0.1:9';
    const fallback = await s.admin.ok(getRouteForMap, { params: { routeId: route.id } });
    expect(fallback.path_source).toBe('straight');
    t.services.config.routingUrl = undefined;
  });

  it("answers 'Route not found' for a missing route, another school's and a stranger's", async () => {
    const route = await s.newRoute('Private Route');
    const missing = await s.admin.call(getRouteForMap, { params: { routeId: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(m.routeNotFound);
    const other = await s.otherAdmin.call(getRouteForMap, { params: { routeId: route.id } });
    expect(other.status).toBe(404);
    expect((await s.driver.call(getRouteForMap, { params: { routeId: route.id } })).status).toBe(
      404,
    );
    expect((await s.parent.call(getRouteForMap, { params: { routeId: route.id } })).status).toBe(
      404,
    );
  });

  it('answers the configured tiles to anyone with a transport page', async () => {
    expect(await s.driver.ok(getMapSettings)).toEqual({ tile_url: null });
    t.services.config.mapTileUrl = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
    expect(await s.parent.ok(getMapSettings)).toEqual({
      tile_url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    });
    t.services.config.mapTileUrl = undefined;
  });

  it('deletes a route nobody uses', async () => {
    const route = await s.newRoute('Short Lived');
    await s.admin.ok(deleteRoute, { params: { id: route.id } });
    const missing = await s.admin.call(deleteRoute, { params: { id: route.id } });
    expect(missing.status).toBe(404);
  });
});

describe('driver settings', () => {
  it('puts a driver on a vehicle; the driver sees only their own settings', async () => {
    const route = await s.newRoute('Settings Route');
    const setting = await s.assignDriver(route, s.otherDriverId, 'P');
    expect(setting).toMatchObject({
      driver_id: s.otherDriverId,
      route: { route_name: 'Settings Route' },
      route_id: route.id,
      type: 'P',
    });
    const own = await s.otherDriver.ok(driverTransportDetail, {
      query: { user_id: s.driverId },
    });
    expect(own.map((row) => row.id)).toEqual([setting.id]);
    const map = await s.otherDriver.ok(getRouteForMap, { params: { routeId: route.id } });
    expect(map.route_name).toBe('Settings Route');
    const staffView = await s.admin.ok(driverTransportDetail, {
      query: { user_id: s.otherDriverId },
    });
    expect(staffView.map((row) => row.id)).toEqual([setting.id]);
  });

  it('keeps a driver on one vehicle at a time and checks the dates', async () => {
    const first = await s.newRoute('Vehicle One');
    const second = await s.newRoute('Vehicle Two');
    await s.assignDriver(first, s.driverId, 'D');
    await s.admin.refused(
      createDriverSetting,
      {
        body: {
          driver_id: s.driverId,
          vehicle_id: second.vehicle_id,
          route_id: second.id,
          from_date: s.today,
          to_date: addDays(s.today, 3),
          type: 'B',
        },
      },
      'vehicle_id',
      m.driverOnOtherVehicle,
    );
    await s.admin.ok(createDriverSetting, {
      body: {
        driver_id: s.driverId,
        vehicle_id: second.vehicle_id,
        route_id: second.id,
        from_date: addDays(s.today, 60),
        to_date: addDays(s.today, 90),
        type: 'B',
      },
    });
    await s.admin.refused(
      createDriverSetting,
      {
        body: {
          driver_id: s.driverId,
          vehicle_id: second.vehicle_id,
          route_id: second.id,
          from_date: addDays(s.today, 5),
          to_date: s.today,
          type: 'B',
        },
      },
      'to_date',
      m.toBeforeFrom,
    );
    await s.admin.refused(
      createDriverSetting,
      {
        body: {
          driver_id: s.driverId,
          vehicle_id: second.vehicle_id,
          route_id: second.id,
          from_date: s.today,
          to_date: s.today,
          type: 'X' as 'B',
        },
      },
      'type',
      m.chooseType,
    );
  });
});
