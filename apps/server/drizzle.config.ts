import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's own tables (tenants, users and sessions, module access, push keys; the
  // modules that manage them re-export them), then every module's tables (and a module's
  // sub-part's, e.g. fee-collection/online): picked up without editing a list.
  schema: [
    './src/platform/db/schools-table.ts',
    './src/platform/db/core-tables.ts',
    './src/modules/*/tables.ts',
    './src/modules/*/*/tables.ts',
  ],
  out: './drizzle',
});
