/**
 * Fills a database with many realistic schools, fast:
 *   npm run seed -- --schools 200 --students 1000
 * Uses DATABASE_URL (PostgreSQL) or the embedded PGlite under DATA_DIR (default ./data).
 * Each school: an admin `admin@<slug>`, staff of every role, two sessions of classes and
 * sections, students in families with father/mother/guardian parent accounts. Every account's
 * password is demo1234 (hashed once). Schools are written a few at a time, each in its own
 * transaction under the school's row-level security.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { prepareDatabase } from '../bootstrap.ts';
import { grantDefaultAccess } from '../modules/access/access-service.ts';
import { users } from '../modules/auth/tables.ts';
import { schools } from '../modules/schools/tables.ts';
import { seedSchoolPeople } from '../modules/students/demo-seed.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { connectDatabase } from '../platform/db/connect.ts';
import { withPlatform, withTenant } from '../platform/db/tenant-scope.ts';
import { demoPassword } from './demo-data.ts';

const { values } = parseArgs({
  options: {
    schools: { type: 'string', default: '10' },
    students: { type: 'string', default: '500' },
    prefix: { type: 'string', default: 'scale' },
    parallel: { type: 'string', default: '4' },
  },
});
const schoolCount = Number(values.schools);
const studentCount = Number(values.students);
const parallel = Math.max(1, Number(values.parallel));
if (
  !Number.isInteger(schoolCount) ||
  schoolCount < 1 ||
  !Number.isInteger(studentCount) ||
  studentCount < 1
) {
  console.error('Usage: npm run seed -- --schools N --students M [--prefix scale] [--parallel 4]');
  process.exit(1);
}

const started = performance.now();
const databaseUrl = process.env.DATABASE_URL;
const database = await connectDatabase({
  databaseUrl,
  dataDir: process.env.DATA_DIR ?? path.resolve('data'),
  poolSize: parallel + 2,
});
await prepareDatabase(database.db);
const passwordHash = await hashPassword(demoPassword);

// New schools continue after the ones an earlier run made with the same prefix.
const existing = await withPlatform(database.db, (tx) =>
  tx
    .select({ subdomain: schools.subdomain })
    .from(schools)
    .where(like(schools.subdomain, `${values.prefix}-%`)),
);
const firstNumber =
  Math.max(0, ...existing.map((row) => Number(row.subdomain.split('-').at(-1)) || 0)) + 1;

async function seedOne(number: number) {
  const slug = `${values.prefix}-${number}`;
  const schoolId = await withPlatform(database.db, async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({ subdomain: slug, name: `Scale School ${number}` })
      .returning({ id: schools.id });
    await grantDefaultAccess(tx, school!.id);
    await tx.insert(users).values({
      tenantId: school!.id,
      username: `admin@${slug}`,
      email: `admin.${slug}@example.com`,
      mobile: '9000000001',
      passwordHash,
      fullName: `Admin of ${slug}`,
      roleId: 2,
    });
    return school!.id;
  });
  await withTenant(database.db, schoolId, (tx) =>
    seedSchoolPeople(tx, schoolId, { students: studentCount, seed: number, passwordHash, slug }),
  );
}

let nextIndex = 0;
let done = 0;
async function worker() {
  while (nextIndex < schoolCount) {
    const number = firstNumber + nextIndex;
    nextIndex += 1;
    await seedOne(number);
    done += 1;
    if (done % 10 === 0 || done === schoolCount)
      console.log(
        `  ${done}/${schoolCount} schools (${((performance.now() - started) / 1000).toFixed(1)}s)`,
      );
  }
}
// PGlite has one connection: there the schools go one at a time.
await Promise.all(Array.from({ length: database.kind === 'postgres' ? parallel : 1 }, worker));

const seconds = (performance.now() - started) / 1000;
const [counted] = await withPlatform(database.db, (tx) =>
  tx
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, `${values.prefix}-${firstNumber}`)),
);
console.log(
  `Seeded ${schoolCount} schools x ${studentCount} students in ${seconds.toFixed(1)}s on ${database.kind}` +
    ` (first: ${values.prefix}-${firstNumber}, school id ${counted?.id}; sign in as admin@${values.prefix}-${firstNumber} / ${demoPassword})`,
);
await database.close();
