import {
  allocateRoute,
  createDriverSetting,
  createRoute,
  createVehicle,
  deleteDriverSetting,
  deleteRoute,
  deleteTransportAllocation,
  deleteVehicle,
  driverTransportDetail,
  getBusDutyDetail,
  getMapSettings,
  getRouteForMap,
  getTransportDetail,
  getTransportReport,
  listDriverSettings,
  listDrivers,
  listRoutes,
  listTransportAllocations,
  listTransportDefaulters,
  listTransportDues,
  listVehicles,
  transportMessages as m,
  markBoarding,
  payTransportDues,
  postTransportCharges,
  saveDriver,
  updateRoute,
  updateVehicle,
} from '@shala/contracts';
import { fingerprintRequest } from '../../platform/crypto/request-fingerprint.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { findCurrentSession, resolveSession } from '../academics/index.ts';
import * as allocationsService from './allocation-service.ts';
import {
  getTransportDetail as findTransportDetail,
  getTransportReport as reportOf,
} from './detail-queries.ts';
import * as drivers from './driver-service.ts';
import * as settings from './driver-setting-service.ts';
import * as fares from './fare-service.ts';
import { routeForMap } from './route-map.ts';
import * as routes from './route-service.ts';
import * as trips from './trip-service.ts';
import * as vehicles from './vehicle-service.ts';
import { checkStudentVisible, driverIdFor } from './viewer.ts';

const today = (ctx: SignedInContext) => ctx.scope.today;
const sessionOf = async (ctx: SignedInContext, sessionId: number | undefined) =>
  (await resolveSession(ctx.tx, ctx.tenant.id, sessionId)).id;
const currentSessionId = async (ctx: SignedInContext) =>
  (await findCurrentSession(ctx.tx, ctx.tenant.id))?.id ?? null;

/** Handlers of transport: setup, the spec's reads, the driver's trips, boarding and fares. */
export const transportHandlers = {
  [listVehicles.id]: handle(listVehicles, async (_input, ctx) =>
    vehicles.listVehicles(ctx.scope, today(ctx)),
  ),
  [createVehicle.id]: handle(createVehicle, async ({ body }, ctx) => {
    const row = await vehicles.createVehicle(ctx.scope, body, today(ctx));
    ctx.message = m.vehicleSaved;
    return row;
  }),
  [updateVehicle.id]: handle(updateVehicle, async ({ body }, ctx) => {
    const row = await vehicles.updateVehicle(ctx.scope, body, today(ctx));
    ctx.message = m.vehicleSaved;
    return row;
  }),
  [deleteVehicle.id]: handle(deleteVehicle, async ({ params }, ctx) => {
    await vehicles.deleteVehicle(ctx.scope, params.id);
    ctx.message = m.vehicleDeleted;
    return null;
  }),

  [listDrivers.id]: handle(listDrivers, async (_input, ctx) => drivers.listDrivers(ctx.scope)),
  [saveDriver.id]: handle(saveDriver, async ({ body }, ctx) => {
    const row = await drivers.saveDriver(ctx.scope, body);
    ctx.message = m.driverSaved;
    return row;
  }),

  [listRoutes.id]: handle(listRoutes, async (_input, ctx) =>
    routes.listRoutes(ctx.scope, await currentSessionId(ctx)),
  ),
  [createRoute.id]: handle(createRoute, async ({ body }, ctx) => {
    const id = await routes.createRoute(ctx.scope, body);
    ctx.message = m.routeSaved;
    return routes.findRoute(ctx.scope, await currentSessionId(ctx), id);
  }),
  [updateRoute.id]: handle(updateRoute, async ({ body }, ctx) => {
    await routes.updateRoute(ctx.scope, body);
    ctx.message = m.routeSaved;
    return routes.findRoute(ctx.scope, await currentSessionId(ctx), body.id);
  }),
  [deleteRoute.id]: handle(deleteRoute, async ({ params }, ctx) => {
    await routes.deleteRoute(ctx.scope, params.id);
    ctx.message = m.routeDeleted;
    return null;
  }),
  [getRouteForMap.id]: handle(getRouteForMap, async ({ params }, ctx) =>
    routeForMap(ctx.scope, ctx.services.config, params.routeId),
  ),

  [getMapSettings.id]: handle(getMapSettings, async (_input, ctx) => ({
    tile_url: ctx.services.config.mapTileUrl ?? null,
  })),

  [listDriverSettings.id]: handle(listDriverSettings, async (_input, ctx) =>
    settings.listDriverSettings(ctx.scope),
  ),
  [createDriverSetting.id]: handle(createDriverSetting, async ({ body }, ctx) => {
    const row = await settings.createDriverSetting(ctx.scope, body);
    ctx.message = m.settingSaved;
    return row;
  }),
  [deleteDriverSetting.id]: handle(deleteDriverSetting, async ({ params }, ctx) => {
    await settings.deleteDriverSetting(ctx.scope, params.id);
    ctx.message = m.settingDeleted;
    return null;
  }),
  [driverTransportDetail.id]: handle(driverTransportDetail, async ({ query }, ctx) =>
    settings.listDriverSettings(ctx.scope, driverIdFor(ctx.scope, query.user_id)),
  ),

  [listTransportAllocations.id]: handle(listTransportAllocations, async ({ query }, ctx) =>
    allocationsService.listTransportAllocations(
      ctx.scope,
      await sessionOf(ctx, query.session_id),
      query.route_id,
    ),
  ),
  [allocateRoute.id]: handle(allocateRoute, async ({ body }, ctx) => {
    const sessionId = await sessionOf(ctx, body.session_id);
    const row = await allocationsService.allocateRoute(ctx.scope, sessionId, body);
    ctx.message = m.allocated;
    return row;
  }),
  [deleteTransportAllocation.id]: handle(deleteTransportAllocation, async ({ params }, ctx) => {
    await allocationsService.deleteTransportAllocation(ctx.scope, params.id);
    ctx.message = m.allocationRemoved;
    return null;
  }),

  [getTransportDetail.id]: handle(getTransportDetail, async ({ query }, ctx) => {
    await checkStudentVisible(ctx.scope, query.student_id);
    const sessionId = await sessionOf(ctx, query.session_id);
    return findTransportDetail(ctx.scope, sessionId, query.student_id, today(ctx));
  }),
  [getBusDutyDetail.id]: handle(getBusDutyDetail, async ({ query }, ctx) =>
    trips.getBusDuty(
      ctx.scope,
      driverIdFor(ctx.scope, query.driver_id),
      query.type,
      query.date ?? today(ctx),
    ),
  ),
  [markBoarding.id]: handle(markBoarding, async ({ body }, ctx) => {
    const result = await trips.markBoarding(ctx.scope, ctx, {
      ...body,
      date: body.date ?? today(ctx),
    });
    ctx.message = m.boardingSaved;
    return result;
  }),
  [getTransportReport.id]: handle(getTransportReport, async ({ query }, ctx) =>
    reportOf(ctx.scope, await sessionOf(ctx, query.session_id), today(ctx)),
  ),

  [postTransportCharges.id]: handle(postTransportCharges, async ({ body }, ctx) => {
    const result = await fares.postMonthCharges(
      ctx.scope,
      await sessionOf(ctx, body.session_id),
      body.month,
    );
    ctx.message = m.chargesPosted;
    return result;
  }),
  [listTransportDues.id]: handle(listTransportDues, async ({ query }, ctx) =>
    fares.listTransportDues(ctx.scope, await sessionOf(ctx, query.session_id), today(ctx), {
      routeId: query.route_id,
      skip: query.skip,
      limit: query.limit,
    }),
  ),
  [payTransportDues.id]: handle(payTransportDues, async ({ body }, ctx) => {
    const result = await fares.payTransportDues(ctx.scope, await sessionOf(ctx, body.session_id), {
      studentId: body.student_id,
      dueKeys: body.due_keys,
      paymentDate: body.payment_date ?? today(ctx),
      mode: body.mode,
      instrument:
        body.cheque_dd_no && body.cheque_date && body.bank_details
          ? { number: body.cheque_dd_no, date: body.cheque_date, bank: body.bank_details }
          : null,
      idempotencyKey: body.idempotency_key,
      requestHash: fingerprintRequest(body),
    });
    ctx.message = m.paymentRecorded;
    return result;
  }),
  [listTransportDefaulters.id]: handle(listTransportDefaulters, async ({ query }, ctx) =>
    fares.listTransportDues(ctx.scope, await sessionOf(ctx, query.session_id), today(ctx), {
      routeId: query.route_id,
      pastDueOnly: true,
      skip: query.skip,
      limit: query.limit,
    }),
  ),
};
