import { defineContractModule } from '../core/module.ts';
import { attendanceRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The attendance module: settings, registers, marks, reports, the parent's view. */
export const attendanceModule = defineContractModule('attendance', attendanceRoutes);
