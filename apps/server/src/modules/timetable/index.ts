import type { ServerModule } from '../../platform/module.ts';
import { seedTimetable } from './demo-seed.ts';
import { timetableHandSamples, timetableIdSources } from './guard-samples.ts';
import { timetableHandlers } from './routes.ts';

export const timetableModule: ServerModule = {
  name: 'timetable',
  handlers: timetableHandlers,
  demoSeed: ({ tx, tenantId }) => seedTimetable(tx, tenantId),
  guardSamples: { handSamples: timetableHandSamples, idSources: timetableIdSources },
};

/** The public face other modules use: class places, working days, periods, routine teachers. */
export { type ClassPlace, resolveClassPlace } from './class-place.ts';
export { findPeriod } from './periods-service.ts';
export { listRoutinePlaces } from './routine-places.ts';
export { coversTaughtPlace, listTaughtPlaces, type TaughtPlace } from './taught-places.ts';
export { getWorkingDays } from './timings-service.ts';
