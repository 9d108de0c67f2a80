import { getWorkingDays, setWorkingDays } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { timetableKey } from './timetable-keys';

/** The weekdays the school is open. */
export const workingDaysQueryOptions = () =>
  routeQueryOptions(getWorkingDays, {
    key: [...timetableKey, getWorkingDays.id, undefined],
    silent: true,
  });

export const useWorkingDaysQuery = () => useQuery(workingDaysQueryOptions());

export const useSetWorkingDays = () =>
  useRouteMutation(setWorkingDays, { notifySuccess: true, refreshes: [timetableKey] });
