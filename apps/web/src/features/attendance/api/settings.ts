import { getAttendanceSettings, saveAttendanceSettings } from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { attendanceKey } from './attendance-keys';

/** Daily or per period, the threshold and the absence alert channels. */
export const attendanceSettingsQueryOptions = () =>
  routeQueryOptions(getAttendanceSettings, {
    key: [...attendanceKey, getAttendanceSettings.id, undefined],
    silent: true,
  });

export const useAttendanceSettingsQuery = () => useQuery(attendanceSettingsQueryOptions());

export const useSaveAttendanceSettings = () =>
  useRouteMutation(saveAttendanceSettings, { notifySuccess: true, refreshes: [attendanceKey] });
