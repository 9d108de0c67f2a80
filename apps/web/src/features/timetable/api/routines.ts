import {
  deleteRoutineCell,
  getClassRoutine,
  getMyRoutine,
  getTeacherRoutine,
  type QueryOf,
  saveRoutineCell,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteMutation } from '../../../platform/api/route-mutation';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { timetableKey } from './timetable-keys';

type ClassPlace = QueryOf<typeof getClassRoutine>;

/** A class and section's week; idle until the class (and section) is chosen. */
export const classRoutineQueryOptions = (place: ClassPlace | null) =>
  routeQueryOptions(getClassRoutine, {
    key: [...timetableKey, getClassRoutine.id, place],
    input: place === null ? null : { query: place },
    silent: true,
  });

export const useClassRoutineQuery = (place: ClassPlace | null) =>
  useQuery(classRoutineQueryOptions(place));

type TeacherDay = QueryOf<typeof getTeacherRoutine>;

/** A teacher's week around a date; idle until both are chosen. */
export const teacherRoutineQueryOptions = (query: TeacherDay | null) =>
  routeQueryOptions(getTeacherRoutine, {
    key: [...timetableKey, getTeacherRoutine.id, query],
    input: query === null ? null : { query },
    silent: true,
  });

export const useTeacherRoutineQuery = (query: TeacherDay | null) =>
  useQuery(teacherRoutineQueryOptions(query));

/** The signed-in teacher's week around a date; idle without one. */
export const myRoutineQueryOptions = (date: string | null) =>
  routeQueryOptions(getMyRoutine, {
    key: [...timetableKey, getMyRoutine.id, date ? { date } : null],
    input: date ? { query: { date } } : null,
    silent: true,
  });

export const useMyRoutineQuery = (date: string | null) => useQuery(myRoutineQueryOptions(date));

/** Sets a cell's subject and teacher; its message toasts. */
export const useSaveRoutineCell = () =>
  useRouteMutation(saveRoutineCell, { notifySuccess: true, refreshes: [timetableKey] });

export const useDeleteRoutineCell = () =>
  useRouteMutation(deleteRoutineCell, {
    input: (id: number) => ({ params: { id } }),
    notifySuccess: true,
    refreshes: [timetableKey],
  });
