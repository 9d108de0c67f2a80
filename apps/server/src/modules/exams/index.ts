import type { ServerModule } from '../../platform/module.ts';
import { seedExams } from './demo-seed.ts';
import { examHandSamples, examIdSources } from './guard-samples.ts';
import { examMarkHandlers } from './mark-routes.ts';
import { examSetupHandlers } from './routes.ts';

export const examsModule: ServerModule = {
  name: 'exams',
  handlers: { ...examSetupHandlers, ...examMarkHandlers },
  demoSeed: ({ tx, tenantId, storage }) => seedExams(tx, tenantId, 'Asia/Kolkata', storage),
  guardSamples: { handSamples: examHandSamples, idSources: examIdSources },
};
