import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { classes, findCurrentSession } from '../academics/index.ts';
import { drawRegistrationReference, setRegistrationOpen } from './registration-service.ts';
import { onlineRegistrations } from './tables.ts';

/** Two families who registered online, waiting for the office; the form is open. Idempotent. */
export async function seedOnlineRegistrations(tx: Tx, tenantId: number): Promise<void> {
  const session = await findCurrentSession(tx, tenantId);
  const [waiting] = await tx
    .select({ id: onlineRegistrations.id })
    .from(onlineRegistrations)
    .where(eq(onlineRegistrations.tenantId, tenantId))
    .limit(1);
  if (!session || waiting) return;
  const [first] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.tenantId, tenantId)))
    .orderBy(asc(classes.position))
    .limit(1);
  if (!first) return;
  await setRegistrationOpen(tx, tenantId, session.id, true);
  await tx.insert(onlineRegistrations).values([
    {
      tenantId,
      reference: drawRegistrationReference(),
      sessionId: session.id,
      classId: first.id,
      studentName: 'Aarav Kulkarni',
      gender: 'Male',
      dateOfBirth: '2021-07-14',
      fatherName: 'Nikhil Kulkarni',
      fatherMobile: '9822012345',
      motherName: 'Pooja Kulkarni',
      address: '18 Hill Road, Pune',
    },
    {
      tenantId,
      reference: drawRegistrationReference(),
      sessionId: session.id,
      classId: first.id,
      studentName: 'Diya Fernandes',
      gender: 'Female',
      dateOfBirth: '2021-02-03',
      fatherName: 'Joel Fernandes',
      fatherEmail: 'joel.fernandes@example.com',
      address: '7 Church Lane, Pune',
    },
  ]);
}
