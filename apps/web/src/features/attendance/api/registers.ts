import {
  getRegister,
  getStaffRegister,
  listPeriods,
  markAttendance,
  markStaffAttendance,
  type QueryOf,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { attendanceKey } from './attendance-keys';

type RegisterQuery = QueryOf<typeof getRegister>;

/** `GET` the class register of a day (and period); idle until the class is chosen. */
export const registerQueryOptions = (query: RegisterQuery | null) =>
  routeQueryOptions(getRegister, {
    key: [...attendanceKey, getRegister.id, query],
    input: query === null ? null : { query },
    silent: true,
  });

export const useRegisterQuery = (query: RegisterQuery | null) =>
  useQuery(registerQueryOptions(query));

/** `GET` the staff register of a day; idle without a date. */
export const staffRegisterQueryOptions = (date: string | null) =>
  routeQueryOptions(getStaffRegister, {
    key: [...attendanceKey, getStaffRegister.id, date ? { date } : null],
    input: date ? { query: { date } } : null,
    silent: true,
  });

export const useStaffRegisterQuery = (date: string | null) =>
  useQuery(staffRegisterQueryOptions(date));

/** The school's periods, once the register asks for one. */
export const periodsQueryOptions = () =>
  routeQueryOptions(listPeriods, { key: [...attendanceKey, 'periods'], silent: true });

export const usePeriodsQuery = (enabled: boolean) =>
  useQuery({ ...periodsQueryOptions(), enabled });

/** Saves a class's marks of a day at once; its message toasts. */
export const useMarkAttendance = () =>
  useRouteMutation(markAttendance, { notifySuccess: true, refreshes: [attendanceKey] });

/** Saves the staff marks of a day at once; its message toasts. */
export const useMarkStaffAttendance = () =>
  useRouteMutation(markStaffAttendance, { notifySuccess: true, refreshes: [attendanceKey] });
