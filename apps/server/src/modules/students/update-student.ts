import {
  joinName,
  parentKeys,
  parentTypeOfKey,
  studentMessages,
  type UpdateStudentBody,
} from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { assertClassSection, requireCurrentSession } from '../academics/index.ts';
import { linkParents, type ParentRecord } from './parent-accounts.ts';
import {
  type AccountNotice,
  announceAccounts,
  newParentPassword,
  parentRecord,
  studentValues,
} from './student-form.ts';
import { findStudentDetail } from './student-queries.ts';
import { parents, studentParents, studentPrograms, students } from './tables.ts';

/**
 * Saves the edited admission form: the student, their parents (the same person's details change
 * for every child; another person is linked anew, with an account) and their place this session.
 */
export async function updateFromForm(
  scope: SignedInScope,
  notice: AccountNotice,
  body: UpdateStudentBody,
) {
  const tenantId = scope.tenantId;
  // Two edits of one student run one after the other, each reading what the other saved.
  await scope.tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, body.id)))
    .for('update');
  const current = await findStudentDetail(scope.tx, tenantId, body.id);
  if (!current) throw notFound(studentMessages.studentNotFound);
  const session = await requireCurrentSession(scope.tx, tenantId);
  await assertClassSection(scope.tx, tenantId, session.id, body.class_id, body.section_id);
  const values = studentValues(body);
  const studentName = joinName(values.firstName, values.middleName, values.lastName);
  await scope.tx
    .update(students)
    .set({ ...values, nationality: values.nationality ?? current.nationality, studentName })
    .where(and(eq(students.tenantId, tenantId), eq(students.id, body.id)));

  const toLink: ParentRecord[] = [];
  for (const key of parentKeys) {
    const given = body[key];
    const linked = current[key];
    const link = and(
      eq(studentParents.tenantId, tenantId),
      eq(studentParents.studentId, body.id),
      eq(studentParents.parentType, parentTypeOfKey[key]),
    );
    if (!given) {
      if (linked) await scope.tx.delete(studentParents).where(link);
      continue;
    }
    const record = parentRecord(key, given);
    const sameContacts = linked && linked.email === record.email && linked.mobile === record.mobile;
    if (linked && (linked.user_id !== null || sameContacts)) {
      // The same person: their details change for every child they are linked to.
      await scope.tx
        .update(parents)
        .set({
          fullName: record.fullName,
          email: record.email,
          mobile: record.mobile,
          occupation: record.occupation,
          qualification: record.qualification,
          presentAddress: record.presentAddress,
          permanentAddress: record.permanentAddress,
        })
        .where(and(eq(parents.tenantId, tenantId), eq(parents.id, linked.parent_id)));
      continue;
    }
    if (linked) await scope.tx.delete(studentParents).where(link);
    toLink.push(record);
  }
  const linkedNow = toLink.length
    ? await linkParents(scope.tx, tenantId, toLink, newParentPassword)
    : [];
  if (linkedNow.length)
    await scope.tx.insert(studentParents).values(
      linkedNow.map((parent) => ({
        tenantId,
        studentId: body.id,
        parentId: parent.parentId,
        parentType: parent.parentType,
      })),
    );
  await placeInSession(scope, body.id, session.id, body.class_id, body.section_id ?? null);
  const saved = (await findStudentDetail(scope.tx, tenantId, body.id))!;
  return { ...saved, parent_accounts: announceAccounts(notice, studentName, linkedNow) };
}

/** Puts the student in the class and section of the session (a new class clears the roll number). */
async function placeInSession(
  scope: SignedInScope,
  studentId: number,
  sessionId: number,
  classId: number,
  sectionId: number | null,
) {
  const tenantId = scope.tenantId;
  const [program] = await scope.tx
    .select()
    .from(studentPrograms)
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.studentId, studentId),
        eq(studentPrograms.sessionId, sessionId),
      ),
    );
  if (!program) {
    await scope.tx
      .insert(studentPrograms)
      .values({ tenantId, studentId, sessionId, classId, sectionId });
    return;
  }
  if (program.classId === classId && program.sectionId === sectionId) return;
  await scope.tx
    .update(studentPrograms)
    .set({ classId, sectionId, rollNumber: null })
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.id, program.id)));
}
