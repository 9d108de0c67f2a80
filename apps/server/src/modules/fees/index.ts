import type { ServerModule } from '../../platform/module.ts';
import { concessionHandlers } from './concession-routes.ts';
import { seedFees } from './demo-seed.ts';
import { feesHandSamples, feesIdSources } from './guard-samples.ts';
import { structureHandlers } from './structure-routes.ts';
import { titleHandlers } from './title-routes.ts';

export const feesModule: ServerModule = {
  name: 'fees',
  handlers: { ...titleHandlers, ...structureHandlers, ...concessionHandlers },
  demoSeed: ({ tx, tenantId }) => seedFees(tx, tenantId),
  guardSamples: { handSamples: feesHandSamples, idSources: feesIdSources },
};

/** The public face: a student's instalments, derived from the class's structure and concessions. */
export {
  type ClassFeeSchedule,
  concessionRulesOf,
  findStudentFeeSchedule,
  listSessionFeeSchedules,
  loadClassFeeSchedules,
  type StudentFeeSchedule,
} from './student-schedule.ts';
