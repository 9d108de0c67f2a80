import { todayIn } from '@shala/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { scopeOf } from '../../platform/scope.ts';
import { findCurrentSession } from '../academics/index.ts';
import { studentPrograms, students } from '../students/index.ts';
import { transferCertificates } from './tables.ts';
import { getTcPrefill, issueTc } from './tc-service.ts';

/**
 * Gives a demo school one issued certificate (No. 1), for the newest student of the current
 * session, who is then discontinued as an issued TC makes them. Idempotent.
 */
export async function seedTransferCertificate(tx: Tx, tenantId: number): Promise<void> {
  const [issued] = await tx
    .select({ id: transferCertificates.id })
    .from(transferCertificates)
    .where(eq(transferCertificates.tenantId, tenantId))
    .limit(1);
  const session = await findCurrentSession(tx, tenantId);
  if (issued || !session) return;
  const [leaver] = await tx
    .select({ id: students.id })
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.sessionId, session.id)))
    .orderBy(desc(students.id))
    .limit(1);
  if (!leaver) return;
  const timeZone = 'Asia/Kolkata';
  const scope = scopeOf(tx, { id: tenantId, timeZone });
  const prefill = await getTcPrefill(scope, leaver.id, true);
  // The office waived what the no-dues check lists (the demo's fees are partly unpaid).
  const office = { userId: null, canWaiveDues: true };
  await issueTc(scope, office, session.id, {
    student_id: leaver.id,
    admission_no: prefill.registration_no,
    student_name: prefill.student_name,
    father_name: prefill.father_full_name,
    mother_name: prefill.mother_full_name,
    address: prefill.present_address,
    class: prefill.class_name ?? 'N/A',
    exam_result_status: 'Passed',
    promote_status: 'Yes',
    birth_date: prefill.birth_date,
    leaving_date: todayIn(timeZone),
    character: 'Good',
    nationality: prefill.nationality,
    transfer_reason: 'Change of Residence',
    dues_waiver_reason: prefill.dues.length
      ? 'Family moving abroad; dues settled by the trust'
      : null,
  });
}
