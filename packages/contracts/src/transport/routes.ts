import { z } from 'zod';
import { pageOf } from '../core/paging.ts';
import { defineRoute } from '../core/route.ts';
import {
  allocationBodySchema,
  boardingBodySchema,
  boardingResultSchema,
  busDutyQuerySchema,
  busDutySchema,
  driverBodySchema,
  driverRowSchema,
  driverSettingBodySchema,
  driverSettingSchema,
  driverTransportQuerySchema,
  mapSettingsSchema,
  postChargesBodySchema,
  postChargesResultSchema,
  routeBodySchema,
  routeForMapSchema,
  routeIdParamsSchema,
  routeMapParamsSchema,
  routeRowSchema,
  sessionQuerySchema,
  settingIdParamsSchema,
  transportAllocationIdParamsSchema,
  transportAllocationRowSchema,
  transportDetailQuerySchema,
  transportDetailSchema,
  transportDueRowSchema,
  transportDuesQuerySchema,
  transportPaymentBodySchema,
  transportPaymentResultSchema,
  transportReportQuerySchema,
  transportReportRowSchema,
  updateRouteBodySchema,
  updateVehicleBodySchema,
  vehicleBodySchema,
  vehicleIdParamsSchema,
  vehicleRowSchema,
} from './schemas.ts';

/** Vehicles, drivers, routes, driver settings and allocations: the transport setup pages. */
const setup = { kind: 'module', module: 'transport_setup' } as const;
/** Anyone with a transport page (drivers, parents too): the handler narrows what each sees. */
const anyTransport = { kind: 'module', module: 'transport', parents: true } as const;
const routeList = { kind: 'module', module: 'transport_daily:view_driver_route_details' } as const;
const busDuty = { kind: 'module', module: 'transport_daily:duty_map' } as const;
const boarding = { kind: 'module', module: 'transport_daily:mark_transport_attendance' } as const;
const studentDetail = {
  kind: 'module',
  module: 'transport_daily:student_transportation_details',
  parents: true,
} as const;
const report = { kind: 'module', module: 'transport_daily:transport_report' } as const;
const payment = { kind: 'module', module: 'transport_fees:transport_payment' } as const;
const defaulters = { kind: 'module', module: 'transport_fees:transport_defaulter' } as const;

const school = { area: 'school' } as const;

export const listVehicles = defineRoute({
  ...school,
  id: 'transport.vehicles',
  method: 'GET',
  path: '/transport/vehicles',
  access: setup,
  summary: 'Vehicles by name, with reminders of documents lapsed or lapsing within 30 days',
  data: z.array(vehicleRowSchema),
});
export const createVehicle = defineRoute({
  ...school,
  id: 'transport.createVehicle',
  method: 'POST',
  path: '/transport/vehicle',
  access: setup,
  summary: 'Add a vehicle (registration numbers are unique)',
  body: vehicleBodySchema,
  data: vehicleRowSchema,
});
export const updateVehicle = defineRoute({
  ...school,
  id: 'transport.updateVehicle',
  method: 'PUT',
  path: '/transport/vehicle',
  access: setup,
  summary: 'Change a vehicle',
  body: updateVehicleBodySchema,
  data: vehicleRowSchema,
});
export const deleteVehicle = defineRoute({
  ...school,
  id: 'transport.deleteVehicle',
  method: 'DELETE',
  path: '/transport/vehicle/:id',
  access: setup,
  summary: 'Delete a vehicle no route or driver setting uses',
  params: vehicleIdParamsSchema,
  data: z.null(),
});

export const listDrivers = defineRoute({
  ...school,
  id: 'transport.drivers',
  method: 'GET',
  path: '/transport/drivers',
  access: setup,
  summary: 'Users of the driver role with their licence, contact and address',
  data: z.array(driverRowSchema),
});
export const saveDriver = defineRoute({
  ...school,
  id: 'transport.saveDriver',
  method: 'PUT',
  path: '/transport/driver',
  access: setup,
  summary: "Set a driver's licence number, mobile and address",
  body: driverBodySchema,
  data: driverRowSchema,
});

export const listRoutes = defineRoute({
  ...school,
  id: 'transport.routes',
  method: 'GET',
  path: '/transport/routes',
  access: setup,
  summary: 'Routes by name with their vehicle, seats taken this session and ordered points',
  data: z.array(routeRowSchema),
});
export const createRoute = defineRoute({
  ...school,
  id: 'transport.createRoute',
  method: 'POST',
  path: '/transport/route',
  access: setup,
  summary: 'Add a route with its ordered pickup points (position, label, address, monthly fare)',
  body: routeBodySchema,
  data: routeRowSchema,
});
export const updateRoute = defineRoute({
  ...school,
  id: 'transport.updateRoute',
  method: 'PUT',
  path: '/transport/route',
  access: setup,
  summary: 'Change a route; points are matched by order, the allocated ones are kept',
  body: updateRouteBodySchema,
  data: routeRowSchema,
});
export const deleteRoute = defineRoute({
  ...school,
  id: 'transport.deleteRoute',
  method: 'DELETE',
  path: '/transport/route/:id',
  access: setup,
  summary: 'Delete a route without students or driver settings',
  params: routeIdParamsSchema,
  data: z.null(),
});
export const getRouteForMap = defineRoute({
  ...school,
  id: 'transport.getRouteForMap',
  method: 'GET',
  path: '/transport/getRouteForMap/:routeId',
  access: anyTransport,
  summary: 'A route for the map: points and the driving line (ROUTING_URL, else straight segments)',
  params: routeMapParamsSchema,
  data: routeForMapSchema,
});

export const getMapSettings = defineRoute({
  ...school,
  id: 'transport.mapSettings',
  method: 'GET',
  path: '/transport/map_settings',
  access: anyTransport,
  summary: 'The map tiles the school is served (MAP_TILE_URL), or null for a plain background',
  data: mapSettingsSchema,
});

export const listDriverSettings = defineRoute({
  ...school,
  id: 'transport.driverSettings',
  method: 'GET',
  path: '/transport/driver_settings',
  access: setup,
  summary: 'Driver settings: driver, vehicle, route, from and to date, type',
  data: z.array(driverSettingSchema),
});
export const createDriverSetting = defineRoute({
  ...school,
  id: 'transport.createDriverSetting',
  method: 'POST',
  path: '/transport/driver_setting',
  access: setup,
  summary: 'Put a driver on a vehicle and route for dates (one vehicle at a time)',
  body: driverSettingBodySchema,
  data: driverSettingSchema,
});
export const deleteDriverSetting = defineRoute({
  ...school,
  id: 'transport.deleteDriverSetting',
  method: 'DELETE',
  path: '/transport/driver_setting/:id',
  access: setup,
  summary: 'Remove a driver setting',
  params: settingIdParamsSchema,
  data: z.null(),
});
export const driverTransportDetail = defineRoute({
  ...school,
  id: 'transport.driverTransportDetail',
  method: 'GET',
  path: '/transport/driverTransportDetail',
  access: routeList,
  summary: "The driver's settings (a driver sees only their own)",
  query: driverTransportQuerySchema,
  data: z.array(driverSettingSchema),
});

export const listTransportAllocations = defineRoute({
  ...school,
  id: 'transport.allocations',
  method: 'GET',
  path: '/transport/allocations',
  access: setup,
  summary: 'Students allocated to routes in a session (optionally one route)',
  query: sessionQuerySchema,
  data: z.array(transportAllocationRowSchema),
});
export const allocateRoute = defineRoute({
  ...school,
  id: 'transport.allocate',
  method: 'POST',
  path: '/transport/allocation',
  access: setup,
  summary: "Allocate (or move) a student to a route's pickup point; the vehicle's seats are kept",
  body: allocationBodySchema,
  data: transportAllocationRowSchema,
});
export const deleteTransportAllocation = defineRoute({
  ...school,
  id: 'transport.deleteTransportAllocation',
  method: 'DELETE',
  path: '/transport/allocation/:id',
  access: setup,
  summary: 'Take a student off their route',
  params: transportAllocationIdParamsSchema,
  data: z.null(),
});

export const getTransportDetail = defineRoute({
  ...school,
  id: 'transport.getTransportDetail',
  method: 'GET',
  path: '/transport/getTransportDetail',
  access: studentDetail,
  summary:
    "A student's route, point, vehicle and driver, and today's boarding (parents: own child)",
  query: transportDetailQuerySchema,
  data: transportDetailSchema.nullable(),
});
export const getBusDutyDetail = defineRoute({
  ...school,
  id: 'transport.getBusDutyDetail',
  method: 'GET',
  path: '/transport/getBusDutyDetail',
  access: busDuty,
  summary: "The driver's route for a trip today: points in trip order with riders and marks",
  query: busDutyQuerySchema,
  data: busDutySchema.nullable(),
});
export const markBoarding = defineRoute({
  ...school,
  id: 'transport.markBoarding',
  method: 'POST',
  path: '/transport/boarding',
  access: boarding,
  summary: 'Mark a rider boarded or missed on a trip; the parents are told once per trip',
  body: boardingBodySchema,
  data: boardingResultSchema,
});
export const getTransportReport = defineRoute({
  ...school,
  id: 'transport.getTransportReport',
  method: 'GET',
  path: '/transport/getTransportReport',
  access: report,
  summary: 'Who rides where in a session, by class and roll number',
  query: transportReportQuerySchema,
  data: z.array(transportReportRowSchema),
});

export const postTransportCharges = defineRoute({
  ...school,
  id: 'transport.postCharges',
  method: 'POST',
  path: '/transport/charges',
  access: payment,
  summary: "Post a month's fare of every allocated student to the fee ledger (once per month)",
  body: postChargesBodySchema,
  data: postChargesResultSchema,
});
export const listTransportDues = defineRoute({
  ...school,
  id: 'transport.dues',
  method: 'GET',
  path: '/transport/dues',
  access: payment,
  summary: 'Allocated students with their transport dues left, a page of riders',
  query: transportDuesQuerySchema,
  data: pageOf(transportDueRowSchema),
});
export const payTransportDues = defineRoute({
  ...school,
  id: 'transport.pay',
  method: 'POST',
  path: '/transport/payment',
  access: payment,
  summary: "Record a payment of a student's transport dues through the fee ledger",
  body: transportPaymentBodySchema,
  data: transportPaymentResultSchema,
});
export const listTransportDefaulters = defineRoute({
  ...school,
  id: 'transport.defaulters',
  method: 'GET',
  path: '/transport/defaulter',
  access: defaulters,
  summary: 'Students with transport dues past their due date, a page of riders',
  query: transportDuesQuerySchema,
  data: pageOf(transportDueRowSchema),
});

export const transportRoutes = [
  listVehicles,
  createVehicle,
  updateVehicle,
  deleteVehicle,
  listDrivers,
  saveDriver,
  listRoutes,
  createRoute,
  updateRoute,
  deleteRoute,
  getRouteForMap,
  getMapSettings,
  listDriverSettings,
  createDriverSetting,
  deleteDriverSetting,
  driverTransportDetail,
  listTransportAllocations,
  allocateRoute,
  deleteTransportAllocation,
  getTransportDetail,
  getBusDutyDetail,
  markBoarding,
  getTransportReport,
  postTransportCharges,
  listTransportDues,
  payTransportDues,
  listTransportDefaulters,
];
