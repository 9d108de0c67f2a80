import {
  attendanceMessages,
  getAttendanceSettings,
  getBelowThreshold,
  getDayReport,
  getParentAttendance,
  getRegister,
  getStaffRegister,
  getStaffReport,
  getStudentReport,
  listChildrenMonth,
  markAttendance,
  markStaffAttendance,
  roleIds,
  saveAttendanceSettings,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as marking from './mark-service.ts';
import * as registers from './register-service.ts';
import * as reports from './report-service.ts';
import * as settings from './settings-service.ts';
import * as staff from './staff-service.ts';

const m = attendanceMessages;

/** Handlers of the attendance slice: settings, registers and marks, reports, staff, parents. */
export const attendanceHandlers = {
  [getAttendanceSettings.id]: handle(getAttendanceSettings, async (_input, ctx) =>
    settings.getAttendanceSettings(ctx.scope),
  ),
  [saveAttendanceSettings.id]: handle(saveAttendanceSettings, async ({ body }, ctx) => {
    const saved = await settings.saveAttendanceSettings(ctx.scope, body);
    ctx.message = m.settingsSaved;
    return saved;
  }),

  [getRegister.id]: handle(getRegister, async ({ query }, ctx) =>
    registers.getRegister(ctx.scope, query),
  ),
  [markAttendance.id]: handle(markAttendance, async ({ body }, ctx) => {
    const result = await marking.markAttendance(ctx.scope, ctx, body);
    ctx.message = m.marked;
    return result;
  }),

  [getStudentReport.id]: handle(getStudentReport, async ({ query }, ctx) =>
    reports.getStudentReport(ctx.scope, query),
  ),
  [getDayReport.id]: handle(getDayReport, async ({ query }, ctx) =>
    reports.getDayReport(ctx.scope, query.date),
  ),
  [getBelowThreshold.id]: handle(getBelowThreshold, async ({ query }, ctx) => {
    const { threshold_percent } = await settings.getAttendanceSettings(ctx.scope);
    return reports.getBelowThreshold(ctx.scope, ctx.scope.today, threshold_percent, query.class_id);
  }),
  [getParentAttendance.id]: handle(getParentAttendance, async ({ query }, ctx) => {
    const single = query.report_for === 'single';
    return reports.getStudentMarks(
      ctx.scope,
      { userId: ctx.user.id, isParent: ctx.user.roleId === roleIds.parent },
      {
        student_id: query.student_id,
        fromDate: (single ? query.date : query.fromDate)!,
        toDate: (single ? query.date : query.toDate)!,
      },
    );
  }),
  [listChildrenMonth.id]: handle(listChildrenMonth, async (_input, ctx) =>
    reports.listChildrenMonth(ctx.scope, ctx.user.id, ctx.scope.today),
  ),

  [getStaffRegister.id]: handle(getStaffRegister, async ({ query }, ctx) =>
    staff.getStaffRegister(ctx.scope, query.date),
  ),
  [markStaffAttendance.id]: handle(markStaffAttendance, async ({ body }, ctx) => {
    const result = await staff.markStaffAttendance(ctx.scope, body);
    ctx.message = m.marked;
    return result;
  }),
  [getStaffReport.id]: handle(getStaffReport, async ({ query }, ctx) =>
    staff.getStaffReport(ctx.scope, query),
  ),
};
