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

/** `GET /api/school/transport/dues`: riders with their transport dues left. */
export const useTransportDuesQuery = () =>
  useQuery({
    queryKey: transportKeys.dues,
    queryFn: ({ signal }) => apiCall(listTransportDues, { query: {}, signal }),
  });

/** `GET /api/school/transport/defaulter`. */
export const useTransportDefaultersQuery = () =>
  useQuery({
    queryKey: transportKeys.defaulters,
    queryFn: ({ signal }) => apiCall(listTransportDefaulters, { query: {}, signal }),
  });

/** `GET /api/school/transport/map_settings`: the tile URL, or null for a plain background. */
export const useMapSettingsQuery = () =>
  useQuery({
    queryKey: transportKeys.mapSettings,
    queryFn: ({ signal }) => apiCall(getMapSettings, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
