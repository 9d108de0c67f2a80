import {
  driverTransportDetail,
  getBusDutyDetail,
  getRouteForMap,
  getStudentsOfParent,
  getTransportDetail,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t?.close());

describe('the demo bus service', () => {
  it("gives the demo driver a three-point route with riders, and the parent's child a seat", async () => {
    const driver = await signedInClient(t, 'greenwood', 'driver@greenwood');
    const [setting] = await driver.ok(driverTransportDetail, { query: {} });
    expect(setting).toMatchObject({ route: { route_name: 'Route 1 - South' }, type: 'B' });
    const map = await driver.ok(getRouteForMap, { params: { routeId: setting!.route_id } });
    expect(map.pickup_points).toHaveLength(3);
    const duty = await driver.ok(getBusDutyDetail, { query: { type: 'P' } });
    expect(duty?.points.flatMap((point) => point.students).length).toBeGreaterThan(1);
    const parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
    const [child] = await parent.ok(getStudentsOfParent, { query: {} });
    const detail = await parent.ok(getTransportDetail, {
      query: { student_id: child!.student_id },
    });
    expect(detail).toMatchObject({
      route_name: 'Route 1 - South',
      vehicle_no: 'KA01AB1234',
      driver_full_name: 'Ramesh Yadav',
      license_no: 'KA0120150004321',
    });
  });
});
