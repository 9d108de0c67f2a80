import { type AdmissionBody, parentKeys } from '@shala/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { assertClassSection, requireCurrentSession } from '../academics/index.ts';
import { issueAdmissionNumbers } from '../school-profile/index.ts';
import { admitStudents } from './admit-students.ts';
import { admissionYearOf } from './school-classes.ts';
import {
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
export async function admitFromForm(ctx: SignedInContext, body: AdmissionBody) {
  const tenantId = ctx.tenant.id;
  const session = await requireCurrentSession(ctx.tx, tenantId);
  await assertClassSection(ctx.tx, tenantId, session.id, body.class_id, body.section_id);
  const year = admissionYearOf(session);
  const parentsGiven = parentKeys.flatMap((key) => {
    const parent = body[key];
    return parent ? [parentRecord(key, parent)] : [];
  });
  const [admitted] = await admitStudents(
    ctx.tx,
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
      admissionNumbers: (count) => issueAdmissionNumbers(ctx.tx, tenantId, year, count),
      passwordFor: newParentPassword,
    },
  );
  return {
    student_id: admitted!.studentId,
    admission_no: admitted!.admissionNo,
    student_name: admitted!.studentName,
    session_id: session.id,
    parents: announceAccounts(ctx, admitted!.studentName, admitted!.parents),
  };
}
