import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure parts (no browser); the journeys live in e2e/. */
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
