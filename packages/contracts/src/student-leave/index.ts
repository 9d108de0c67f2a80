import { defineContractModule } from '../core/module.ts';
import { studentLeaveRoutes } from './routes.ts';

export * from './routes.ts';
export * from './schemas.ts';

/** The student leave module: parents request, teachers decide, attendance reads approved leave. */
export const studentLeaveModule = defineContractModule('student-leave', studentLeaveRoutes);
