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
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../platform/api/api-client';
import { useCountedPages } from '../../../ui/data-table/use-counted-pages';
import { transportKeys } from './transport-keys';

/** `GET transport/getRouteForMap/{routeId}`; silent: the page says 'Route not found'. */
export const useRouteMapQuery = (routeId: number | null) =>
  useQuery({
    queryKey: transportKeys.routeMap(routeId),
    queryFn:
      routeId === null
        ? skipToken
        : ({ signal }) => apiCall(getRouteForMap, { params: { routeId }, signal, silent: true }),
    retry: false,
  });

/** `GET /transport/driverTransportDetail`: the signed-in driver's settings. */
export const useMyDriverSettingsQuery = () =>
  useQuery({
    queryKey: transportKeys.mySettings,
    queryFn: ({ signal }) => apiCall(driverTransportDetail, { query: {}, signal, silent: true }),
  });

/** `GET transport/getBusDutyDetail` of the signed-in driver for a trip today. */
export const useBusDutyQuery = (trip: Trip) =>
  useQuery({
    queryKey: transportKeys.duty(trip),
    queryFn: ({ signal }) =>
      apiCall(getBusDutyDetail, { query: { type: trip }, signal, silent: true }),
  });

/** `GET transport/getTransportDetail` of a student (a parent: their child). */
export const useTransportDetailQuery = (studentId: number | null) =>
  useQuery({
    queryKey: transportKeys.detail(studentId),
    queryFn:
      studentId === null
        ? skipToken
        : ({ signal }) =>
            apiCall(getTransportDetail, { query: { student_id: studentId }, signal, silent: true }),
  });

/** `GET transport/getTransportReport` of a session. */
export const useTransportReportQuery = (sessionId: number | null) =>
  useQuery({
    queryKey: transportKeys.report(sessionId),
    queryFn: ({ signal }) =>
      apiCall(getTransportReport, { query: { session_id: sessionId ?? undefined }, signal }),
  });

/** Riders a page of the fare lists holds (load more on scroll). */
export const farePageSize = 50;

/** A paged fare list (dues or defaulters) of the current session, page after page. */
const usePagedFares = (route: typeof listTransportDues | typeof listTransportDefaulters) =>
  useCountedPages(
    route === listTransportDues ? transportKeys.dues : transportKeys.defaulters,
    (skip, signal) => apiCall(route, { query: { skip, limit: farePageSize }, signal }),
  );

/** `GET /api/school/transport/dues`: riders with their transport dues left, paged. */
export const useTransportDuesQuery = () => usePagedFares(listTransportDues);

/** `GET /api/school/transport/defaulter`, paged. */
export const useTransportDefaultersQuery = () => usePagedFares(listTransportDefaulters);

/** `GET /api/school/transport/map_settings`: the tile URL, or null for a plain background. */
export const useMapSettingsQuery = () =>
  useQuery({
    queryKey: transportKeys.mapSettings,
    queryFn: ({ signal }) => apiCall(getMapSettings, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
