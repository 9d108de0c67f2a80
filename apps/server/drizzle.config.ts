import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables (and a module's sub-part's, e.g. fee-collection/online): picked up
  // without editing a list.
  schema: ['./src/modules/*/tables.ts', './src/modules/*/*/tables.ts'],
  out: './drizzle',
});
