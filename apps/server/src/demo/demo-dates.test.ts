import { todayIn } from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashFixturePassword } from '../../test/helpers/fixture-passwords.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { grantDefaultAccess } from '../modules/access/access-service.ts';
import { schools } from '../modules/schools/tables.ts';
import { withPlatform } from '../platform/db/tenant-scope.ts';
import { demoPassword } from './demo-data.ts';
import { seedDemoSchool } from './seed-demo-school.ts';

/** The demo seeds on any day at any hour: a Sunday, a month's first day, late in the evening. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

async function rows<T>(query: SQL): Promise<T[]> {
  const answer = await withPlatform(t.database.db, (tx) => tx.execute(query));
  return (answer as unknown as { rows: T[] }).rows;
}

/** Seeds a demo school of its own as if the clock said `instant`; answers its id. */
async function seedAt(instant: string, subdomain: string): Promise<number> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  const passwordHash = await hashFixturePassword(demoPassword);
  return withPlatform(t.database.db, async (tx) => {
    const school = { subdomain, name: `School ${subdomain}`, primaryColor: '#3b7ddd' };
    const [row] = await tx
      .insert(schools)
      .values({ ...school, textColor: school.primaryColor })
      .returning({ id: schools.id });
    await grantDefaultAccess(tx, row!.id);
    await seedDemoSchool(tx, { id: row!.id, ...school }, { passwordHash, seed: row!.id });
    return row!.id;
  });
}

describe('the demo seeded on awkward days', () => {
  it.each([
    ['a Sunday morning', '2026-11-29T04:00:00Z', 'sunday'],
    ['the evening before a new month (the 1st in India)', '2026-11-30T20:00:00Z', 'firstday'],
    ['a Monday in February', '2027-02-15T03:00:00Z', 'february'],
  ])(
    '%s: fees paid by the structure, past attendance, homework today, no boarder on the bus',
    async (_name, instant, subdomain) => {
      const schoolId = await seedAt(instant, subdomain);
      const today = todayIn('Asia/Kolkata');
      vi.useRealTimers();
      const [fees] = await rows<{ students: number; fixed: number; paid: number }>(sql`
      select (select count(*)::int from student_programs where tenant_id = ${schoolId}) as students,
        (select count(distinct student_id)::int from fee_ledger_entries
          where tenant_id = ${schoolId} and kind = 'charge' and due_key like '%:quarterly:%') as fixed,
        (select count(*)::int from fee_payments where tenant_id = ${schoolId}) as paid`);
      expect(fees!.fixed).toBeGreaterThan(fees!.students / 2);
      expect(fees!.paid).toBeGreaterThanOrEqual(fees!.fixed);
      const [marks] = await rows<{ days: number; last: string | null }>(sql`
      select count(distinct date)::int as days, max(date)::text as last from student_attendance
      where tenant_id = ${schoolId}`);
      expect(marks!.days).toBeGreaterThan(20);
      expect(marks!.last! < today).toBe(true);
      const homework = await rows(sql`select 1 from tasks where tenant_id = ${schoolId}
      and type = 'homework' and created_date = ${today}`);
      expect(homework).toHaveLength(1);
      const both = await rows(sql`
      select 1 from hostel_allocations h join transport_allocations r
        on r.tenant_id = h.tenant_id and r.student_id = h.student_id
      where h.tenant_id = ${schoolId}`);
      expect(both).toEqual([]);
    },
  );
});
