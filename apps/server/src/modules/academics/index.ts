import type { ServerModule } from '../../platform/module.ts';
import { seedAcademics } from './demo-seed.ts';
import { academicsHandSamples, academicsIdSources } from './guard-samples.ts';
import { lookupHandlers } from './lookup-routes.ts';
import { sessionHandlers } from './session-routes.ts';
import { structureHandlers } from './structure-routes.ts';

export const academicsModule: ServerModule = {
  name: 'academics',
  handlers: { ...sessionHandlers, ...structureHandlers, ...lookupHandlers },
  demoSeed: ({ tx, tenantId, school }) => seedAcademics(tx, tenantId, school.subdomain),
  guardSamples: { handSamples: academicsHandSamples, idSources: academicsIdSources },
};

/** The public face other modules use: sessions (current, by id, as a setting's session). */
export {
  findCurrentSession,
  findSession,
  resolveSession,
  type SessionRecord,
} from './session-queries.ts';
