import { sql } from 'drizzle-orm';
import type { AppDb } from './connect.ts';

/** The role school requests query as: subject to row-level security. */
export const appRole = 'shala_app';
/** The role super-admin work runs as: sees every tenant. Only the platform request path sets it. */
export const platformRole = 'shala_platform';

/** Platform tables the school role may read (never write). */
const readableByApp = ['schools', 'modules'];

/**
 * Makes the database's security match the schema, idempotently, after migrations:
 * the two roles, row-level security with FORCE on every table that has a tenant_id
 * column, one isolation policy per tenant table, and the grants.
 * Kept in code rather than per-table SQL so a new tenant table can never miss it.
 */
export async function applyDatabaseSecurity(db: AppDb): Promise<void> {
  await db.execute(
    sql.raw(`
    DO $$
    DECLARE t record;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${appRole}') THEN
        CREATE ROLE ${appRole} NOLOGIN NOBYPASSRLS;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${platformRole}') THEN
        CREATE ROLE ${platformRole} NOLOGIN NOBYPASSRLS;
      END IF;
      -- The connecting user switches to these roles per transaction, so it must be a member.
      EXECUTE format('GRANT ${appRole}, ${platformRole} TO %I', current_user);
      EXECUTE format('GRANT USAGE ON SCHEMA public TO ${appRole}, ${platformRole}');
      FOR t IN
        SELECT c.relname FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind = 'r'
      LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
        IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = t.relname AND policyname = 'tenant_isolation') THEN
          EXECUTE format(
            'CREATE POLICY tenant_isolation ON %I TO ${appRole} '
            'USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint) '
            'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint)',
            t.relname);
        END IF;
        IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = t.relname AND policyname = 'platform_all') THEN
          EXECUTE format('CREATE POLICY platform_all ON %I TO ${platformRole} USING (true) WITH CHECK (true)', t.relname);
        END IF;
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ${appRole}, ${platformRole}', t.relname);
      END LOOP;
      EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${platformRole}';
      EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${appRole}, ${platformRole}';
      ${readableByApp.map((table) => `EXECUTE 'GRANT SELECT ON ${table} TO ${appRole}';`).join('\n')}
    END $$;
  `),
  );
}
