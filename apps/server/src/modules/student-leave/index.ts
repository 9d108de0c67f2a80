import type { ServerModule } from '../../platform/module.ts';
import { seedStudentLeave } from './demo-seed.ts';
import { studentLeaveGuardSamples } from './guard-samples.ts';
import { studentLeaveHandlers } from './routes.ts';

export const studentLeaveModule: ServerModule = {
  name: 'student-leave',
  handlers: studentLeaveHandlers,
  demoSeed: ({ tx, tenantId, school }) => seedStudentLeave(tx, tenantId, school.subdomain),
  guardSamples: studentLeaveGuardSamples,
};

/** The public face other modules use: who is on approved leave (attendance). */
export {
  type ApprovedStudentLeave,
  listApprovedLeaveBetween,
  listApprovedStudentLeave,
} from './approved-leave.ts';
