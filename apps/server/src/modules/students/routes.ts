import {
  type AdmissionBody,
  admitStudent,
  getStudent,
  joinName,
  listStudents,
  type ParentInput,
  parentKeys,
  parentTypeOfKey,
  studentMessages,
  updateStudent,
} from '@shala/contracts';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { publicUrl } from '../../platform/services.ts';
import { assertClassSection, requireCurrentSession, resolveSessionId } from '../academics/index.ts';
import { issueAdmissionNumbers } from '../school-profile/index.ts';
import { admitStudents } from './admit-students.ts';
import { findFamilyScope, maySeeStudent } from './family-scope.ts';
import { type LinkedParent, linkParents, type ParentRecord } from './parent-accounts.ts';
import { admissionYearOf, makeFirstPassword } from './school-classes.ts';
import { findStudentDetail, listStudentRows } from './student-queries.ts';
import { parents, studentParents, studentPrograms, students } from './tables.ts';

const parentRecord = (key: (typeof parentKeys)[number], parent: ParentInput): ParentRecord => ({
  parentType: parentTypeOfKey[key],
  fullName: parent.full_name,
  email: parent.email ?? null,
  mobile: parent.mobile ?? null,
  occupation: parent.occupation ?? null,
  qualification: parent.qualification ?? null,
  presentAddress: parent.present_address ?? null,
  permanentAddress: parent.permanent_address ?? null,
});

const studentValues = (body: AdmissionBody) => ({
  firstName: body.first_name,
  middleName: body.middle_name ?? null,
  lastName: body.last_name ?? null,
  gender: body.gender,
  dateOfBirth: body.date_of_birth,
  bloodGroup: body.blood_group ?? null,
  religion: body.religion ?? null,
  category: body.category ?? null,
  nationality: body.nationality ?? null,
  admissionDate: body.admission_date,
  apaarId: body.apaar_id ?? null,
  pen: body.pen ?? null,
  previousSchool: body.previous_school ?? null,
});

/** New parent accounts get a random first password: hashed here, told to the parent once. */
const newParentPassword = async () => {
  const plain = makeFirstPassword();
  return { hash: await hashPassword(plain), plain };
};

/**
 * Tells new parent accounts their first password: by e-mail after commit when they have one;
 * otherwise the answer carries it (once) for the office to pass on.
 */
function announceAccounts(ctx: SignedInContext, studentName: string, linked: LinkedParent[]) {
  const tenant = ctx.tenant;
  const loginUrl = publicUrl(ctx.services.config, tenant.subdomain, '/login');
  return linked.map((parent) => {
    const mailed = parent.account === 'created' && parent.email && parent.firstPassword;
    if (mailed) {
      const mail = {
        to: parent.email!,
        subject: `${tenant.name}: your parent account`,
        text:
          `Hello,\n\n${tenant.name} has made you a parent account for ${studentName}.\n\n` +
          `Sign in at ${loginUrl}\nUser name: ${parent.username}\nFirst password: ${parent.firstPassword}\n\n` +
          'Please change the password after you sign in.\n',
      };
      ctx.afterCommit.push(() => ctx.services.mailer.send(mail));
    }
    return {
      parent_type: parent.parentType,
      parent_id: parent.parentId,
      user_id: parent.userId,
      username: parent.username,
      account: parent.account,
      first_password: mailed ? null : parent.firstPassword,
    };
  });
}

/** Puts the student in the class and section of the session (a new class clears the roll number). */
async function placeInSession(
  ctx: SignedInContext,
  studentId: number,
  sessionId: number,
  classId: number,
  sectionId: number | null,
) {
  const tenantId = ctx.tenant.id;
  const [program] = await ctx.tx
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
    await ctx.tx
      .insert(studentPrograms)
      .values({ tenantId, studentId, sessionId, classId, sectionId });
    return;
  }
  if (program.classId === classId && program.sectionId === sectionId) return;
  await ctx.tx
    .update(studentPrograms)
    .set({ classId, sectionId, rollNumber: null })
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.id, program.id)));
}

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

export const studentHandlers = {
  [admitStudent.id]: handle(admitStudent, async ({ body }, ctx) => {
    const admitted = await admitFromForm(ctx, body);
    ctx.message = studentMessages.admitted;
    return admitted;
  }),

  [listStudents.id]: handle(listStudents, async ({ query }, ctx) => {
    const tenantId = ctx.tenant.id;
    const sessionId = await resolveSessionId(ctx.tx, tenantId, query.session_id);
    if (query.session_id !== undefined && sessionId === null) return { list: [], count: 0 };
    const scope = await findFamilyScope(ctx.scope);
    if (scope.all) return listStudentRows(ctx.tx, tenantId, sessionId, query);
    // A teacher lists the students of their classes of the current session.
    if (sessionId === null || sessionId !== scope.sessionId || scope.places.length === 0)
      return { list: [], count: 0 };
    return listStudentRows(ctx.tx, tenantId, sessionId, query, scope.places);
  }),

  [getStudent.id]: handle(getStudent, async ({ params }, ctx) => {
    const student = await findStudentDetail(ctx.tx, ctx.tenant.id, params.id);
    if (!student) throw notFound(studentMessages.studentNotFound);
    if (!(await maySeeStudent(ctx.scope, student.programs)))
      throw forbidden(studentMessages.notYourFamily);
    return student;
  }),

  [updateStudent.id]: handle(updateStudent, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    // Two edits of one student run one after the other, each reading what the other saved.
    await ctx.tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.tenantId, tenantId), eq(students.id, body.id)))
      .for('update');
    const current = await findStudentDetail(ctx.tx, tenantId, body.id);
    if (!current) throw notFound(studentMessages.studentNotFound);
    const session = await requireCurrentSession(ctx.tx, tenantId);
    await assertClassSection(ctx.tx, tenantId, session.id, body.class_id, body.section_id);
    const values = studentValues(body);
    const studentName = joinName(values.firstName, values.middleName, values.lastName);
    await ctx.tx
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
        if (linked) await ctx.tx.delete(studentParents).where(link);
        continue;
      }
      const record = parentRecord(key, given);
      const sameContacts =
        linked && linked.email === record.email && linked.mobile === record.mobile;
      if (linked && (linked.user_id !== null || sameContacts)) {
        // The same person: their details change for every child they are linked to.
        await ctx.tx
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
      if (linked) await ctx.tx.delete(studentParents).where(link);
      toLink.push(record);
    }
    const linkedNow = toLink.length
      ? await linkParents(ctx.tx, tenantId, toLink, newParentPassword)
      : [];
    if (linkedNow.length)
      await ctx.tx.insert(studentParents).values(
        linkedNow.map((parent) => ({
          tenantId,
          studentId: body.id,
          parentId: parent.parentId,
          parentType: parent.parentType,
        })),
      );
    await placeInSession(ctx, body.id, session.id, body.class_id, body.section_id ?? null);
    ctx.message = studentMessages.updated;
    const saved = (await findStudentDetail(ctx.tx, tenantId, body.id))!;
    return { ...saved, parent_accounts: announceAccounts(ctx, studentName, linkedNow) };
  }),
};
