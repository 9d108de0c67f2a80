import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const platformJourneys = ['e2e/super-admin.e2e.test.ts'];

/** What both groups share: long journeys, and polls patient with a page loaded from scratch. */
const journeys = {
  root: fileURLToPath(new URL('..', import.meta.url)),
  // A journey walks several pages while another file's journey shares the two cores.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // A page opened from scratch loads its code and data in turn: on a busy machine that
  // takes more than the default second of expect.poll.
  expect: { poll: { timeout: 10_000 } },
  // CI lands nothing on one red step: a journey that fails on a timing race gets one more try
  // there (vitest names it in the report as retried, so the race is still seen and fixed).
  retry: process.env.CI ? 1 : 0,
};

/**
 * Chromium journeys against one server (the global setup starts it); run with `npm run e2e`.
 * Each school journey file works in a school of its own (helpers/journey-school.ts), two files
 * at a time. The operator's journeys count and list every school, so they run first, alone,
 * before the other files register theirs.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    globalSetup: ['e2e/helpers/global-setup.ts'],
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...journeys,
          name: 'e2e-platform',
          include: platformJourneys,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...journeys,
          name: 'e2e-schools',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: platformJourneys,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
