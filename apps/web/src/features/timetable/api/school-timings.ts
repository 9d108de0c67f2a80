import { deleteSchoolTiming, listSchoolTimings, saveSchoolTiming } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { timetableKey } from './timetable-keys';

/** The school's shifts with their start and end times. */
export const schoolTimingsQueryOptions = () =>
  routeQueryOptions(listSchoolTimings, {
    key: [...timetableKey, listSchoolTimings.id, undefined],
    silent: true,
  });

export const useSchoolTimingsQuery = () => useQuery(schoolTimingsQueryOptions());

/** Adds or changes a shift (by its id); its message toasts. */
export const useSaveSchoolTiming = () =>
  useRouteMutation(saveSchoolTiming, { notifySuccess: true, refreshes: [timetableKey] });

export const useDeleteSchoolTiming = () =>
  useRouteMutation(deleteSchoolTiming, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [timetableKey],
  });
