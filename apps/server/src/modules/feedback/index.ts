import type { ServerModule } from '../../platform/module.ts';
import { seedFeedback } from './demo-seed.ts';
import { feedbackGuardSamples } from './guard-samples.ts';
import { feedbackHandlers } from './routes.ts';

export const feedbackModule: ServerModule = {
  name: 'feedback',
  handlers: feedbackHandlers,
  demoSeed: ({ tx, tenantId, school }) => seedFeedback(tx, tenantId, school.subdomain),
  guardSamples: feedbackGuardSamples,
};
