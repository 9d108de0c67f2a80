import { addDays, todayIn } from '@shala/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { accountsOf } from '../auth/index.ts';
import { events } from './tables.ts';

/** Events around the day of seeding: two past, five to come (more than one page of 6). */
const demoEvents = [
  {
    from: -40,
    to: -40,
    title: 'Independence Day Celebration',
    text: 'Flag hoisting at 8 am followed by a cultural programme by classes 6 to 10.',
  },
  {
    from: -12,
    to: -11,
    title: 'Inter-House Quiz',
    text: 'The four houses meet in the auditorium; finals on the second day.',
  },
  {
    from: 0,
    to: 2,
    title: 'Book Fair',
    text: 'Publishers display books for every class in the library hall, 9 am to 4 pm.',
  },
  {
    from: 9,
    to: 10,
    title: 'Annual Sports Day',
    text: 'Track and field events on the main ground. Parents are welcome; students report at 7:30 am in house colours.',
  },
  {
    from: 18,
    to: 18,
    title: 'Parent-Teacher Meeting',
    text: 'Meet the class teachers to discuss the first term. Timings by class are on the notice board.',
  },
  {
    from: 30,
    to: 31,
    title: 'Science Exhibition',
    text: 'Projects by classes 5 to 10 in the science block; open to parents on the second day.',
  },
  {
    from: 52,
    to: 52,
    title: 'Annual Day',
    text: 'Prize distribution and performances at the school auditorium from 5 pm.',
  },
];

/**
 * Gives a demo school events dated around today (so some are upcoming), written by its
 * school admin. Idempotent: a school that has any event is left alone.
 */
export async function seedEvents(tx: Tx, tenantId: number): Promise<void> {
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.tenantId, tenantId))
    .limit(1);
  if (event) return;
  const createdBy = await findSchoolAdmin(tx, tenantId);
  const today = todayIn('Asia/Kolkata');
  await tx.insert(events).values(
    demoEvents.map((e) => ({
      tenantId,
      title: e.title,
      fromDate: addDays(today, e.from),
      toDate: addDays(today, e.to),
      description: e.text,
      createdBy,
    })),
  );
}

async function findSchoolAdmin(tx: Tx, tenantId: number): Promise<number | null> {
  const accounts = accountsOf(tx, tenantId);
  const [admin] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.roleId, 2))
    .orderBy(asc(accounts.id))
    .limit(1);
  return admin?.id ?? null;
}
