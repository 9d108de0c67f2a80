import { list__Pascal__s } from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, testPassword } from '../../../test/factories/auth.ts';
import { buildSchool } from '../../../test/factories/schools.ts';
import { signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';
import { __camel__s } from './tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the __title__ list', () => {
  it("answers the school's own __title__s by name", async () => {
    const school = await buildSchool(t.database.db);
    const other = await buildSchool(t.database.db);
    await withPlatform(t.database.db, (tx) =>
      tx.insert(__camel__s).values([
        { tenantId: school.id, name: 'Second' },
        { tenantId: school.id, name: 'First' },
        { tenantId: other.id, name: 'Elsewhere' },
      ]),
    );
    const admin = await buildUser(t.database.db, school.id);
    const client = await signedInClient(t, school.subdomain, admin.username, testPassword);
    const rows = await client.ok(list__Pascal__s);
    expect(rows.map((row) => row.name)).toEqual(['First', 'Second']);
  });

  it('refuses a role the school has not given the page', async () => {
    const school = await buildSchool(t.database.db);
    const teacher = await buildUser(t.database.db, school.id, { roleId: 3 });
    const client = await signedInClient(t, school.subdomain, teacher.username, testPassword);
    expect((await client.call(list__Pascal__s)).status).toBe(403);
  });
});
