import { type AdmissionBody, parentKeys } from '@shala/contracts';
import type { SignedInScope } from '../../platform/scope.ts';
import { assertClassSection, requireCurrentSession } from '../academics/index.ts';
import { issueAdmissionNumbers } from '../school-profile/index.ts';
import { admitStudents } from './admit-students.ts';
import { admissionYearOf } from './school-classes.ts';
import {
  type AccountNotice,
  announceAccounts,
  newParentPassword,
  parentRecord,
  studentValues,
} from './student-form.ts';

/**
 * The admission flow (current session, class check, admission number, parents and their
 * accounts, mail to new accounts after commit): the form's handler and other modules
 * (online registration) admit through it.
 */
export async function admitFromForm(
  scope: SignedInScope,
  notice: AccountNotice,
  body: AdmissionBody,
) {
  const { tx, tenantId } = scope;
  const session = await requireCurrentSession(tx, tenantId);
  await assertClassSection(tx, tenantId, session.id, body.class_id, body.section_id);
  const year = admissionYearOf(session);
  const parentsGiven = parentKeys.flatMap((key) => {
    const parent = body[key];
    return parent ? [parentRecord(key, parent)] : [];
  });
  const [admitted] = await admitStudents(
    tx,
    tenantId,
    [
      {
        ...studentValues(body),
        sessionId: session.id,
        classId: body.class_id,
        sectionId: body.section_id ?? null,
        parents: parentsGiven,
      },
    ],
    {
      admissionNumbers: (count) => issueAdmissionNumbers(tx, tenantId, year, count),
      passwordFor: newParentPassword,
    },
  );
  return {
    student_id: admitted!.studentId,
    admission_no: admitted!.admissionNo,
    student_name: admitted!.studentName,
    session_id: session.id,
    parents: announceAccounts(notice, admitted!.studentName, admitted!.parents),
  };
}
