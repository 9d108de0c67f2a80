import { demoRoleUsers } from '../../demo/demo-data.ts';
import type { DemoSchoolSeed } from '../../platform/module.ts';
import { users } from './tables.ts';

/** One user per school role (`admin@greenwood`, …, all with the demo password) but `skipUsers`. */
export async function seedRoleUsers(seed: DemoSchoolSeed) {
  const { tx, tenantId, school, passwordHash } = seed;
  const rows = demoRoleUsers.map((user, index) => ({
    tenantId,
    username: `${user.key}@${school.subdomain}`,
    email: `${user.key}.${school.subdomain}@example.com`,
    mobile: `9${String(tenantId).padStart(2, '0')}00000${String(index).padStart(2, '0')}`,
    passwordHash,
    fullName: user.fullName,
    roleId: user.roleId,
    parentType: user.parentType ?? null,
  }));
  await tx.insert(users).values(rows.filter((row) => !seed.skipUsers?.includes(row.username)));
}
