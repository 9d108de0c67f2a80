import type { ServerModule } from '../../platform/module.ts';
import { attendanceHandSamples, attendanceIdSources } from './guard-samples.ts';
import { attendanceHandlers } from './routes.ts';

export const attendanceModule: ServerModule = {
  name: 'attendance',
  handlers: attendanceHandlers,
  guardSamples: { handSamples: attendanceHandSamples, idSources: attendanceIdSources },
};
