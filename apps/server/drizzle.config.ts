import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables: a new module's tables.ts is picked up without editing a list.
  schema: './src/modules/*/tables.ts',
  out: './drizzle',
});
