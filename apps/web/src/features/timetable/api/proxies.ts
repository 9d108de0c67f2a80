import { assignProxy, deleteProxy, getProxyPlan, type QueryOf } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { timetableKey } from './timetable-keys';

type AbsentDay = QueryOf<typeof getProxyPlan>;

/** An absent teacher's periods of a day with their proxies; idle until both are chosen. */
export const proxyPlanQueryOptions = (query: AbsentDay | null) =>
  routeQueryOptions(getProxyPlan, {
    key: [...timetableKey, getProxyPlan.id, query],
    input: query === null ? null : { query },
    silent: true,
  });

export const useProxyPlanQuery = (query: AbsentDay | null) =>
  useQuery(proxyPlanQueryOptions(query));

export const useAssignProxy = () =>
  useRouteMutation(assignProxy, { notifySuccess: true, refreshes: [timetableKey] });

export const useDeleteProxy = () =>
  useRouteMutation(deleteProxy, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [timetableKey],
  });
