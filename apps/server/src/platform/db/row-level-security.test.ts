import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { failureOf } from '../../../test/helpers/database-failure.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';
import type { AppDb, Tx } from './connect.ts';
import { withPlatform, withTenant } from './tenant-scope.ts';

/**
 * Tables that belong to the platform, not to one school: no tenant_id, no row-level security.
 * Adding a name here is a design decision: the school role must never be able to write it.
 */
const platformTables = new Set([
  'schools', // the tenants themselves
  'modules', // the module catalogue (menu entries), the same for every school
  'platform_keys', // server-wide secrets (the VAPID key pair), read at start by the owner
]);

let t: TestApp;
let schoolA: { id: number };
let schoolB: { id: number };

/** Rows of a raw query, the same way on PGlite and node-postgres. */
async function rowsOf<T>(runner: AppDb | Tx, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
const asTenant = <T>(tenantId: number, query: SQL) =>
  withTenant(t.database.db, tenantId, (tx) => rowsOf<T>(tx, query));
const tenantIds = (rows: { tenant_id: unknown }[]) => rows.map((row) => Number(row.tenant_id));

beforeAll(async () => {
  t = await createTestApp();
  schoolA = await buildSchool(t.database.db, { subdomain: 'alpha' });
  schoolB = await buildSchool(t.database.db, { subdomain: 'beta' });
  for (const username of ['a1', 'a2']) {
    await buildUser(t.database.db, schoolA.id, { username });
    await signIn(t.app, hostOf('alpha'), username, testPassword);
  }
  await buildUser(t.database.db, schoolB.id, { username: 'b1' });
  await signIn(t.app, hostOf('beta'), 'b1', testPassword);
});
afterAll(() => t?.close());

describe('row-level security at run time', () => {
  it('shows a school only its own users and sessions, even without a where clause', async () => {
    const everyone = await withPlatform(t.database.db, (tx) =>
      rowsOf<{ tenant_id: unknown }>(tx, sql`select tenant_id from users`),
    );
    expect(new Set(tenantIds(everyone))).toEqual(new Set([schoolA.id, schoolB.id]));

    for (const table of ['users', 'sessions']) {
      const query = sql`select tenant_id from ${sql.identifier(table)}`;
      const seenByA = tenantIds(await asTenant(schoolA.id, query));
      const seenByB = tenantIds(await asTenant(schoolB.id, query));
      expect(seenByA, table).toEqual([schoolA.id, schoolA.id]);
      expect(seenByB, table).toEqual([schoolB.id]);
    }
  });

  it('shows nothing when no school is set', async () => {
    expect(await asTenant(0, sql`select tenant_id from users`)).toEqual([]);
  });

  it("refuses to write a row into another school's tenant", async () => {
    const insert = withTenant(t.database.db, schoolA.id, (tx) =>
      tx.execute(
        sql`insert into users (tenant_id, username, password_hash, full_name)
          values (${schoolB.id}, 'intruder', 'x', 'Intruder')`,
      ),
    );
    expect(await failureOf(insert)).toMatch(/row-level security/);
    const moved = withTenant(t.database.db, schoolA.id, (tx) =>
      tx.execute(sql`update users set tenant_id = ${schoolB.id}`),
    );
    expect(await failureOf(moved)).toMatch(/row-level security|violates foreign key/);
  });

  it("cannot change or delete another school's rows", async () => {
    await withTenant(t.database.db, schoolA.id, async (tx) => {
      await tx.execute(sql`update users set full_name = 'changed' where tenant_id = ${schoolB.id}`);
      await tx.execute(sql`delete from sessions where tenant_id = ${schoolB.id}`);
    });
    const [b1] = await withPlatform(t.database.db, (tx) =>
      rowsOf<{ full_name: string; sessions: unknown }>(
        tx,
        sql`select full_name, (select count(*) from sessions where tenant_id = ${schoolB.id}) as sessions
          from users where tenant_id = ${schoolB.id}`,
      ),
    );
    expect(b1?.full_name).toBe('Test b1');
    expect(Number(b1?.sessions)).toBe(1);
  });

  it('runs as the school role, which cannot touch platform-only data', async () => {
    const [who] = await asTenant<{ user: string; tenant: string }>(
      schoolA.id,
      sql`select current_user as user, current_setting('app.tenant_id') as tenant`,
    );
    expect(who).toEqual({ user: 'shala_app', tenant: String(schoolA.id) });

    const refusals = [
      sql`select * from drizzle.__drizzle_migrations`,
      sql`update schools set name = 'taken over'`,
      sql`insert into schools (subdomain, name) values ('rogue', 'Rogue')`,
      sql`delete from schools`,
    ];
    for (const query of refusals)
      expect(await failureOf(asTenant(schoolA.id, query))).toMatch(/permission denied/);
  });

  it('leaves neither the role nor the school behind after the transaction', async () => {
    await asTenant(schoolA.id, sql`select 1`);
    const [after] = await rowsOf<{ user: string; tenant: string | null }>(
      t.database.db,
      sql`select current_user as user, current_setting('app.tenant_id', true) as tenant`,
    );
    expect(after!.user).not.toBe('shala_app');
    expect(after!.tenant ?? '').toBe('');
  });
});

interface TableRow {
  name: string;
  has_tenant_id: boolean;
  rls: boolean;
  force_rls: boolean;
  first_key_column: string | null;
  policies: string[];
}
interface ForeignKeyRow {
  name: string;
  table: string;
  referenced: string;
  referenced_has_tenant_id: boolean;
  columns: string[];
  referenced_columns: string[];
}

describe('schema rules every table follows', () => {
  let tables: TableRow[];
  let foreignKeys: ForeignKeyRow[];

  beforeAll(async () => {
    // Read as the connecting user: the catalog, not what one role may see.
    tables = await rowsOf<TableRow>(
      t.database.db,
      sql`
        select c.relname::text as name,
          exists (
            select 1 from pg_attribute a
            where a.attrelid = c.oid and a.attname = 'tenant_id' and a.attnum > 0 and not a.attisdropped
          ) as has_tenant_id,
          c.relrowsecurity as rls,
          c.relforcerowsecurity as force_rls,
          (
            select a.attname::text from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
            where i.indrelid = c.oid and i.indisprimary
          ) as first_key_column,
          array(select p.polname::text from pg_policy p where p.polrelid = c.oid order by 1) as policies
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by 1`,
    );
    foreignKeys = await rowsOf<ForeignKeyRow>(
      t.database.db,
      sql`
        select con.conname::text as name,
          con.conrelid::regclass::text as table,
          con.confrelid::regclass::text as referenced,
          exists (
            select 1 from pg_attribute a
            where a.attrelid = con.confrelid and a.attname = 'tenant_id' and not a.attisdropped
          ) as referenced_has_tenant_id,
          array(
            select a.attname::text from unnest(con.conkey) with ordinality as k(attnum, position)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
            order by k.position
          ) as columns,
          array(
            select a.attname::text from unnest(con.confkey) with ordinality as k(attnum, position)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
            order by k.position
          ) as referenced_columns
        from pg_constraint con
        join pg_namespace n on n.oid = con.connamespace
        where con.contype = 'f' and n.nspname = 'public'
        order by 2, 1`,
    );
  });

  const tenantTables = () => tables.filter((table) => table.has_tenant_id);

  it('reads the tables of schema public (and drizzle keeps its journal elsewhere)', () => {
    const names = tables.map((table) => table.name);
    expect(names).toEqual(
      expect.arrayContaining(['schools', 'users', 'sessions', 'password_resets']),
    );
    expect(names).not.toContain('__drizzle_migrations');
  });

  it('gives every table a tenant_id unless it is a listed platform table', () => {
    const missing = tables
      .filter((table) => !table.has_tenant_id && !platformTables.has(table.name))
      .map(
        (table) =>
          `table "${table.name}" has no tenant_id column: add tenantId() as its first column ` +
          '(or, if it truly belongs to the platform, list it in platformTables of this test)',
      );
    expect(missing).toEqual([]);
  });

  it('enables and forces row-level security, with the isolation policy, on every tenant table', () => {
    const problems = tenantTables().flatMap((table) => [
      ...(table.rls ? [] : [`table "${table.name}": row-level security is not enabled`]),
      ...(table.force_rls ? [] : [`table "${table.name}": row-level security is not forced`]),
      ...(table.policies.includes('tenant_isolation')
        ? []
        : [`table "${table.name}": no tenant_isolation policy`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('keys every tenant table by tenant_id first', () => {
    const problems = tenantTables()
      .filter((table) => table.first_key_column !== 'tenant_id')
      .map((table) =>
        table.first_key_column
          ? `table "${table.name}": primary key starts with "${table.first_key_column}", not tenant_id`
          : `table "${table.name}": has no primary key; use primaryKey({ columns: [t.tenantId, t.id] })`,
      );
    expect(problems).toEqual([]);
  });

  it('makes every foreign key between tenant tables carry tenant_id to tenant_id', () => {
    const problems = foreignKeys
      .filter((key) => key.referenced_has_tenant_id)
      .filter((key) => {
        const position = key.columns.indexOf('tenant_id');
        return position === -1 || key.referenced_columns[position] !== 'tenant_id';
      })
      .map(
        (key) =>
          `table "${key.table}": foreign key ${key.name} (${key.columns.join(', ')}) → ` +
          `${key.referenced} (${key.referenced_columns.join(', ')}) must pair tenant_id with tenant_id`,
      );
    expect(problems).toEqual([]);
  });

  it('finds the foreign keys it checks', () => {
    expect(foreignKeys.map((key) => `${key.table}→${key.referenced}`)).toEqual(
      expect.arrayContaining(['sessions→users', 'password_resets→users', 'users→schools']),
    );
  });
});
