import type { ServerModule } from '../../platform/module.ts';
import { seedLibrary } from './demo-seed.ts';
import { libraryHandSamples, libraryIdSources } from './guard-samples.ts';
import { libraryHandlers } from './routes.ts';

export const libraryModule: ServerModule = {
  name: 'library',
  handlers: libraryHandlers,
  demoSeed: ({ tx, tenantId, school }) => seedLibrary(tx, tenantId, school.subdomain),
  guardSamples: { handSamples: libraryHandSamples, idSources: libraryIdSources },
};

/** The public face other modules use: what a student still owes the library (no-dues check). */
export { listOutstandingLibraryItems, type OutstandingLibraryItem } from './outstanding.ts';
