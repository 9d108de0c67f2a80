import { admissionBodySchema } from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { type AccountNotice, admitFromForm } from '../students/index.ts';
import { findPendingRegistration, markApproved } from './registration-service.ts';

/** The registrant's name split as the admission form takes it: first word, then the rest. */
function nameParts(name: string) {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.length ? rest.join(' ') : null };
}

/**
 * Approves a registrant through the students module's admission flow (current session,
 * admission number, parent accounts and their first passwords), then marks it verified.
 */
export async function approveRegistration(
  scope: SignedInScope,
  notice: AccountNotice,
  row: { id: number; section_id?: number | null },
) {
  const { tx, tenantId } = scope;
  const r = await findPendingRegistration(tx, tenantId, row.id);
  const parsed = admissionBodySchema.safeParse({
    ...nameParts(r.studentName),
    gender: r.gender,
    date_of_birth: r.dateOfBirth,
    admission_date: scope.today,
    class_id: r.classId,
    section_id: row.section_id ?? null,
    father: {
      full_name: r.fatherName,
      mobile: r.fatherMobile,
      email: r.fatherEmail,
      present_address: r.address,
    },
    mother: r.motherName
      ? { full_name: r.motherName, mobile: r.motherMobile, email: r.motherEmail }
      : null,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, issue.path.join('.') || 'row');
  }
  const admitted = await admitFromForm(scope, notice, parsed.data);
  await markApproved(tx, tenantId, r.id, admitted.student_id);
  return {
    student_id: admitted.student_id,
    admission_no: admitted.admission_no,
    student_name: admitted.student_name,
    parents: admitted.parents.map((parent) => ({
      parent_type: parent.parent_type,
      username: parent.username,
      account: parent.account,
      first_password: parent.first_password,
    })),
  };
}
