import { defineContractModule } from '../core/module.ts';
import { timetableRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The timetable module: timings, working days, periods, routines, proxies. */
export const timetableModule = defineContractModule('timetable', timetableRoutes);
