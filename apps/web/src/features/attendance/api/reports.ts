import {
  getBelowThreshold,
  getDayReport,
  getParentAttendance,
  getStaffReport,
  getStudentReport,
  getStudentsOfParent,
  listChildrenMonth,
  type QueryOf,
} from '@shala/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../platform/api/route-query';
import { attendanceKey } from './attendance-keys';

/** Every class's marks of a day; idle without a date. */
export const dayReportQueryOptions = (date: string | null) =>
  routeQueryOptions(getDayReport, {
    key: [...attendanceKey, getDayReport.id, date ? { date } : null],
    input: date ? { query: { date } } : null,
    silent: true,
  });

export const useDayReportQuery = (date: string | null) => useQuery(dayReportQueryOptions(date));

type StudentReportQuery = QueryOf<typeof getStudentReport>;

/** A class's counts and percentages over a date range; idle until both are chosen. */
export const studentReportQueryOptions = (query: StudentReportQuery | null) =>
  routeQueryOptions(getStudentReport, {
    key: [...attendanceKey, getStudentReport.id, query],
    input: query === null ? null : { query },
    silent: true,
  });

export const useStudentReportQuery = (query: StudentReportQuery | null) =>
  useQuery(studentReportQueryOptions(query));

/** The students below the attendance threshold. */
export const belowThresholdQueryOptions = () =>
  routeQueryOptions(getBelowThreshold, {
    key: [...attendanceKey, getBelowThreshold.id, {}],
    input: { query: {} },
    silent: true,
  });

export const useBelowThresholdQuery = () => useQuery(belowThresholdQueryOptions());

type StaffReportQuery = QueryOf<typeof getStaffReport>;

/** The staff's counts over a date range; idle until both dates are chosen. */
export const staffReportQueryOptions = (query: StaffReportQuery | null) =>
  routeQueryOptions(getStaffReport, {
    key: [...attendanceKey, getStaffReport.id, query],
    input: query === null ? null : { query },
    silent: true,
  });

export const useStaffReportQuery = (query: StaffReportQuery | null) =>
  useQuery(staffReportQueryOptions(query));

type ParentAttendanceQuery = QueryOf<typeof getParentAttendance>;

/** A child's marks of a day or a range (the parent's page); idle until chosen. */
export const parentAttendanceQueryOptions = (query: ParentAttendanceQuery | null) =>
  routeQueryOptions(getParentAttendance, {
    key: [...attendanceKey, getParentAttendance.id, query],
    input: query === null ? null : { query },
    silent: true,
  });

export const useParentAttendanceQuery = (query: ParentAttendanceQuery | null) =>
  useQuery(parentAttendanceQueryOptions(query));

/** The parent's children, to pick whose attendance to see. */
export const parentChildrenQueryOptions = () =>
  routeQueryOptions(getStudentsOfParent, {
    key: [...attendanceKey, 'children'],
    input: { query: {} },
    silent: true,
  });

export const useParentChildrenQuery = () => useQuery(parentChildrenQueryOptions());

/** Each child's attendance this month (the parent's home card). */
export const childrenMonthQueryOptions = () =>
  routeQueryOptions(listChildrenMonth, {
    key: [...attendanceKey, listChildrenMonth.id, undefined],
    silent: true,
  });

export const useChildrenMonthQuery = () => useQuery(childrenMonthQueryOptions());
