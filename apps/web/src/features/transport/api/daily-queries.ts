import {
  driverTransportDetail,
  getBusDutyDetail,
  getMapSettings,
  getRouteForMap,
  getTransportDetail,
  getTransportReport,
  listTransportDefaulters,
  listTransportDues,
  type Trip,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { transportKeys } from './transport-keys';

/** `GET transport/getRouteForMap/{routeId}`; silent: the page says 'Route not found'. */
export const routeMapQueryOptions = (routeId: number | null) =>
  routeQueryOptions(getRouteForMap, {
    key: transportKeys.routeMap(routeId),
    input: routeId === null ? null : { params: { routeId } },
    silent: true,
  });

export const useRouteMapQuery = (routeId: number | null) =>
  useQuery({ ...routeMapQueryOptions(routeId), retry: false });

/** `GET /transport/driverTransportDetail`: the signed-in driver's settings. */
export const myDriverSettingsQueryOptions = () =>
  routeQueryOptions(driverTransportDetail, {
    key: transportKeys.mySettings,
    input: { query: {} },
    silent: true,
  });

export const useMyDriverSettingsQuery = () => useQuery(myDriverSettingsQueryOptions());

/** `GET transport/getBusDutyDetail` of the signed-in driver for a trip today. */
export const busDutyQueryOptions = (trip: Trip) =>
  routeQueryOptions(getBusDutyDetail, {
    key: transportKeys.duty(trip),
    input: { query: { type: trip } },
    silent: true,
  });

export const useBusDutyQuery = (trip: Trip) => useQuery(busDutyQueryOptions(trip));

/** `GET transport/getTransportDetail` of a student (a parent: their child). */
export const transportDetailQueryOptions = (studentId: number | null) =>
  routeQueryOptions(getTransportDetail, {
    key: transportKeys.detail(studentId),
    input: studentId === null ? null : { query: { student_id: studentId } },
    silent: true,
  });

export const useTransportDetailQuery = (studentId: number | null) =>
  useQuery(transportDetailQueryOptions(studentId));

/** `GET transport/getTransportReport` of a session. */
export const transportReportQueryOptions = (sessionId: number | null) =>
  routeQueryOptions(getTransportReport, {
    key: transportKeys.report(sessionId),
    input: { query: { session_id: sessionId ?? undefined } },
  });

export const useTransportReportQuery = (sessionId: number | null) =>
  useQuery(transportReportQueryOptions(sessionId));

/** Riders a page of the fare lists holds (load more on scroll). */
export const farePageSize = 50;

/** `GET /api/school/transport/dues`: riders with their transport dues left, paged. */
export const useTransportDuesQuery = () =>
  useCountedPages(listTransportDues, {
    key: transportKeys.dues,
    input: (skip) => ({ query: { skip, limit: farePageSize } }),
  });

/** `GET /api/school/transport/defaulter`, paged. */
export const useTransportDefaultersQuery = () =>
  useCountedPages(listTransportDefaulters, {
    key: transportKeys.defaulters,
    input: (skip) => ({ query: { skip, limit: farePageSize } }),
  });

/** `GET /api/school/transport/map_settings`: the tile URL, or null for a plain background. */
export const mapSettingsQueryOptions = () =>
  routeQueryOptions(getMapSettings, { key: transportKeys.mapSettings, silent: true });

export const useMapSettingsQuery = () =>
  useQuery({ ...mapSettingsQueryOptions(), staleTime: 10 * 60_000 });
