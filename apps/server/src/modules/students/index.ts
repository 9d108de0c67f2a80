import type { ServerModule } from '../../platform/module.ts';
import { seedDemoSchoolPeople } from './demo-seed.ts';
import { peopleIdSources } from './guard-samples.ts';
import { studentImportHandlers } from './import-routes.ts';
import { studentLookupHandlers } from './lookup-routes.ts';
import { parentPasswordJob } from './parent-password-job.ts';
import { rollHandlers } from './roll-routes.ts';
import { studentHandlers } from './routes.ts';

export const studentsModule: ServerModule = {
  name: 'students',
  handlers: {
    ...studentHandlers,
    ...rollHandlers,
    ...studentLookupHandlers,
    ...studentImportHandlers,
  },
  jobs: [parentPasswordJob],
  // Staff, classes and ~40 students with parents; parent@<school> is the father of two.
  demoSeed: async ({ tx, tenantId, school, passwordHash, seed }) => {
    await seedDemoSchoolPeople(tx, tenantId, school.subdomain, passwordHash, seed);
  },
  guardSamples: { idSources: peopleIdSources },
};
