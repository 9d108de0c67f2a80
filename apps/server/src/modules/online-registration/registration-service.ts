import { randomInt } from 'node:crypto';
import type { PublicRegistrationBody, RegistrationRow } from '@shala/contracts';
import {
  formatRegistrationReference,
  registrationMessages as m,
  referenceAlphabet,
} from '@shala/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { classes } from '../academics/index.ts';
import {
  onlineRegistrations as registrations,
  onlineRegistrationSettings as settings,
} from './tables.ts';

/** Whether the form is open for the session (closed unless switched on). */
export async function isRegistrationOpen(tx: Tx, tenantId: number, sessionId: number) {
  const [row] = await tx
    .select({ isOpen: settings.isOpen })
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.sessionId, sessionId)));
  return row?.isOpen ?? false;
}

export async function setRegistrationOpen(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  isOpen: boolean,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ tenantId, sessionId, isOpen })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.sessionId], set: { isOpen } });
}

/** The school's classes as options, in their order. */
export async function listClassOptions(tx: Tx, tenantId: number) {
  return tx
    .select({ label: classes.name, value: classes.id })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .orderBy(asc(classes.position), asc(classes.name));
}

/** A new reference drawn at random (28⁸, about 3.8 × 10¹¹ of them), e.g. REG-7K3Q-X9MB. */
export const drawRegistrationReference = () =>
  formatRegistrationReference(Array.from({ length: 8 }, () => randomInt(referenceAlphabet.length)));

/**
 * Stores a registrant of the session and answers its reference; the class must be one of the
 * school's. A reference the school already gave (a rare draw) is drawn again.
 */
export async function createRegistration(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  body: PublicRegistrationBody,
): Promise<string> {
  const [known] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.tenantId, tenantId), eq(classes.id, body.class_id)));
  if (!known) throw badRequest(m.chooseClass, 'class_id');
  for (;;) {
    const reference = drawRegistrationReference();
    const [row] = await tx
      .insert(registrations)
      .values({ tenantId, reference, sessionId, ...registrantOf(body) })
      .onConflictDoNothing({ target: [registrations.tenantId, registrations.reference] })
      .returning({ reference: registrations.reference });
    if (row) return row.reference;
  }
}

/** The registrant's columns from the form. */
function registrantOf(body: PublicRegistrationBody) {
  return {
    classId: body.class_id,
    studentName: body.student_name,
    gender: body.gender,
    dateOfBirth: body.date_of_birth,
    fatherName: body.father_name,
    fatherMobile: body.father_mobile ?? null,
    fatherEmail: body.father_email ?? null,
    motherName: body.mother_name ?? null,
    motherMobile: body.mother_mobile ?? null,
    motherEmail: body.mother_email ?? null,
    address: body.address ?? null,
  };
}

type RegistrationRecord = typeof registrations.$inferSelect;

const presentRegistration = (r: RegistrationRecord, className: string): RegistrationRow => ({
  id: r.id,
  reference: r.reference,
  session_id: r.sessionId,
  class_id: r.classId,
  class_name: className,
  student_name: r.studentName,
  gender: r.gender,
  date_of_birth: r.dateOfBirth,
  father_name: r.fatherName,
  father_mobile: r.fatherMobile,
  father_email: r.fatherEmail,
  mother_name: r.motherName,
  mother_mobile: r.motherMobile,
  mother_email: r.motherEmail,
  address: r.address,
  status: r.status === 1 ? 1 : 0,
  created_date: r.createdAt.toISOString(),
  student_id: r.studentId,
});

/** Registrants of a session by class and verification status, the newest first. */
export async function listRegistrations(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  filter: { class_id?: number | null; status: 0 | 1 },
): Promise<RegistrationRow[]> {
  const rows = await tx
    .select({ registration: registrations, className: classes.name })
    .from(registrations)
    .innerJoin(
      classes,
      and(eq(classes.tenantId, registrations.tenantId), eq(classes.id, registrations.classId)),
    )
    .where(
      and(
        eq(registrations.tenantId, tenantId),
        eq(registrations.sessionId, sessionId),
        eq(registrations.status, filter.status),
        filter.class_id ? eq(registrations.classId, filter.class_id) : undefined,
      ),
    )
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(500);
  return rows.map((row) => presentRegistration(row.registration, row.className));
}

/** An unverified registrant, locked for the approval; 404 when none. */
export async function findPendingRegistration(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.tenantId, tenantId),
        eq(registrations.id, id),
        eq(registrations.status, 0),
      ),
    )
    .for('update');
  if (!row) throw notFound(m.registrationNotFound);
  return row;
}

export async function markApproved(tx: Tx, tenantId: number, id: number, studentId: number) {
  await tx
    .update(registrations)
    .set({ status: 1, studentId })
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, id)));
}

/** Declining deletes an unverified registrant (an approved one is a student now). */
export async function deleteRegistration(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(registrations)
    .where(
      and(
        eq(registrations.tenantId, tenantId),
        eq(registrations.id, id),
        eq(registrations.status, 0),
      ),
    )
    .returning({ id: registrations.id });
  if (!row) throw notFound(m.registrationNotFound);
}
