import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  attendanceSettingsSchema,
  belowThresholdQuerySchema,
  belowThresholdSchema,
  childMonthSchema,
  dayReportQuerySchema,
  dayReportRowSchema,
  markAttendanceBodySchema,
  markResultSchema,
  markStaffAttendanceBodySchema,
  parentAttendanceQuerySchema,
  parentAttendanceRowSchema,
  registerQuerySchema,
  registerSchema,
  reportQuerySchema,
  staffRegisterQuerySchema,
  staffRegisterRowSchema,
  staffReportQuerySchema,
  staffReportRowSchema,
  studentReportRowSchema,
} from './schemas.ts';

const settingsPage = { kind: 'module', module: 'student_attendance:attendance_setting' } as const;
const markPage = { kind: 'module', module: 'student_attendance:mark_attendance' } as const;
const reportPage = {
  kind: 'module',
  module: 'student_attendance:student_atendance_report',
} as const;
const staffPage = { kind: 'module', module: 'staff_attendance:staff_attendance' } as const;
const markStaffPage = { kind: 'module', module: 'staff_attendance:mark_staff_attendance' } as const;
const staffReportPage = {
  kind: 'module',
  module: 'staff_attendance:staff_attendance_report',
} as const;

export const getAttendanceSettings = defineRoute({
  id: 'attendance.settings',
  method: 'GET',
  area: 'school',
  path: '/attendance_setting',
  access: settingsPage,
  summary: 'Daily or per period, the threshold percentage, the absence alert channels',
  data: attendanceSettingsSchema,
});

export const saveAttendanceSettings = defineRoute({
  id: 'attendance.saveSettings',
  method: 'PUT',
  area: 'school',
  path: '/attendance_setting',
  access: settingsPage,
  summary: "Set the school's attendance settings",
  body: attendanceSettingsSchema,
  data: attendanceSettingsSchema,
});

export const getRegister = defineRoute({
  id: 'attendance.register',
  method: 'GET',
  area: 'school',
  path: '/school_attendance/register',
  access: markPage,
  summary: "A class's register of a day (or period): saved marks, else present or approved leave",
  query: registerQuerySchema,
  data: registerSchema,
});

export const markAttendance = defineRoute({
  id: 'attendance.mark',
  method: 'POST',
  area: 'school',
  path: '/school_attendance',
  access: markPage,
  summary:
    'Save the marks of a class for a day (or period); absent children alert their parents once a day',
  body: markAttendanceBodySchema,
  data: markResultSchema,
});

export const getStudentReport = defineRoute({
  id: 'attendance.report',
  method: 'GET',
  area: 'school',
  path: '/school_attendance/report',
  access: reportPage,
  summary: 'Per student of a class: counts and percentage over a range, school days only',
  query: reportQuerySchema,
  data: z.array(studentReportRowSchema),
});

export const getDayReport = defineRoute({
  id: 'attendance.day',
  method: 'GET',
  area: 'school',
  path: '/school_attendance/day',
  access: reportPage,
  summary: 'Every class and section on a day: counts, percentage, and whether it was marked',
  query: dayReportQuerySchema,
  data: z.array(dayReportRowSchema),
});

export const getBelowThreshold = defineRoute({
  id: 'attendance.belowThreshold',
  method: 'GET',
  area: 'school',
  path: '/school_attendance/below_threshold',
  access: reportPage,
  summary: "Students below the school's threshold this term",
  query: belowThresholdQuerySchema,
  data: belowThresholdSchema,
});

export const getParentAttendance = defineRoute({
  id: 'attendance.parent',
  method: 'GET',
  area: 'school',
  path: '/school_attendance/parent',
  access: { kind: 'module', module: 'student_attendance:view_attendance', parents: true },
  summary: "A child's marks on a day or over a range; a parent only for their own children",
  query: parentAttendanceQuerySchema,
  data: z.array(parentAttendanceRowSchema),
});

export const listChildrenMonth = defineRoute({
  id: 'attendance.childrenMonth',
  method: 'GET',
  area: 'school',
  path: '/school_attendance/children_month',
  access: { kind: 'module', module: 'student_attendance:view_attendance', parents: true },
  summary: "The parent's home: each own child's attendance this month",
  data: z.array(childMonthSchema),
});

export const getStaffRegister = defineRoute({
  id: 'attendance.staffRegister',
  method: 'GET',
  area: 'school',
  path: '/staff_attendance',
  access: staffPage,
  summary: 'Every active member of staff with their mark of a day (present when not marked)',
  query: staffRegisterQuerySchema,
  data: z.array(staffRegisterRowSchema),
});

export const markStaffAttendance = defineRoute({
  id: 'attendance.markStaff',
  method: 'POST',
  area: 'school',
  path: '/staff_attendance',
  access: markStaffPage,
  summary: 'Save the staff marks of a day',
  body: markStaffAttendanceBodySchema,
  data: markResultSchema,
});

export const getStaffReport = defineRoute({
  id: 'attendance.staffReport',
  method: 'GET',
  area: 'school',
  path: '/staff_attendance/report',
  access: staffReportPage,
  summary: 'Per member of staff: counts and percentage over a range, staff working days only',
  query: staffReportQuerySchema,
  data: z.array(staffReportRowSchema),
});

export const attendanceRoutes = [
  getAttendanceSettings,
  saveAttendanceSettings,
  getRegister,
  markAttendance,
  getStudentReport,
  getDayReport,
  getBelowThreshold,
  getParentAttendance,
  listChildrenMonth,
  getStaffRegister,
  markStaffAttendance,
  getStaffReport,
] as const;
