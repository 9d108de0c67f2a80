import type { ServerModule } from '../../platform/module.ts';
import { optionalSubjectHandSamples } from './guard-samples.ts';
import { optionalSubjectHandlers } from './routes.ts';

export const optionalSubjectsModule: ServerModule = {
  name: 'optional-subjects',
  handlers: optionalSubjectHandlers,
  guardSamples: { handSamples: optionalSubjectHandSamples },
};
