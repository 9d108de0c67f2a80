import type { ServerModule } from '../../platform/module.ts';
import { seedAttendance } from './demo-seed.ts';
import { attendanceHandSamples, attendanceIdSources } from './guard-samples.ts';
import { attendanceHandlers } from './routes.ts';

export const attendanceModule: ServerModule = {
  name: 'attendance',
  handlers: attendanceHandlers,
  // Daily marks of the current session's students on the school days before today.
  demoSeed: ({ tx, tenantId }) => seedAttendance(tx, tenantId),
  guardSamples: { handSamples: attendanceHandSamples, idSources: attendanceIdSources },
};

/** Working days and days present of students in a session (report cards, certificates). */
export { type AttendanceDays, countAttendanceDays } from './attendance-days.ts';
