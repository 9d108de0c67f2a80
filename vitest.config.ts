import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on CI's two cores,
    // the other core idle (a PGlite file runs its database in its own thread). Two at a time.
    maxWorkers: 2,
    projects: [
      'apps/web/vitest.config.ts',
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        // The import-graph check of the module boundaries and the links of README and docs
        // (reads files only, about a second).
        test: {
          name: 'boundaries',
          include: ['scripts/**/*.test.ts'],
          exclude: ['scripts/new-module/**'],
        },
      },
      {
        // The module generator, run in a copy of the repository with the new module's own
        // tests (about half a minute): a stage of its own in scripts/test.sh, after the rest.
        test: {
          name: 'generator',
          include: ['scripts/new-module/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each worker imports the app once, not once per file: no server test mocks a module or
          // stubs the environment, and what the platform keeps in memory is keyed by its app,
          // database or a random token
          // (docs/decisions/0160-server-tests-share-the-module-graph.md).
          isolate: false,
          globalSetup: ['apps/server/test/setup/template-database.ts'],
        },
      },
    ],
  },
});
