import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Chromium journeys against the real server; run with `npm run e2e`. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/helpers/global-setup.ts'],
    setupFiles: ['e2e/helpers/file-server.ts'],
    fileParallelism: false,
    // Each page a journey shows is also checked with axe (seconds on a long list).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A page opened from scratch loads its code and data in turn: on a busy machine that
    // takes more than the default second of expect.poll.
    expect: { poll: { timeout: 10_000 } },
  },
});
