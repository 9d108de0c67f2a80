import { deletePeriod, listPeriods, listTodayPeriods, savePeriod } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { timetableKey } from './timetable-keys';

/** The school's periods with their times. */
export const periodsQueryOptions = () =>
  routeQueryOptions(listPeriods, {
    key: [...timetableKey, listPeriods.id, undefined],
    silent: true,
  });

export const usePeriodsQuery = () => useQuery(periodsQueryOptions());

/** The signed-in teacher's periods today (the home card). */
export const todayPeriodsQueryOptions = () =>
  routeQueryOptions(listTodayPeriods, {
    key: [...timetableKey, listTodayPeriods.id, undefined],
    silent: true,
  });

export const useTodayPeriodsQuery = () => useQuery(todayPeriodsQueryOptions());

/** Adds or changes a period (by its id); its message toasts. */
export const useSavePeriod = () =>
  useRouteMutation(savePeriod, { notifySuccess: true, refreshes: [timetableKey] });

export const useDeletePeriod = () =>
  useRouteMutation(deletePeriod, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [timetableKey],
  });
