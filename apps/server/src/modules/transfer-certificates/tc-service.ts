import type { CreateTcBody, TcPrefill, TcRow, TcStudent, UpdateTcBody } from '@shala/contracts';
import { tcMessages as m } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { classes, sections } from '../academics/index.ts';
import { checkLeavingDate, findPlacement, recordDiscontinuation } from '../discontinue/index.ts';
import { findStudentDetail, studentPrograms, students } from '../students/index.ts';
import { checkDues } from './dues-providers.ts';
import { checkNoDues, recordDuesWaiver, type TcIssuer } from './dues-waiver.ts';
import { transferCertificates as tc, transferCertificateCounters } from './tables.ts';
import { cbseValues } from './tc-cbse-fields.ts';
import { findTc, findTcOfStudent } from './tc-queries.ts';

/** Students of the session's class and section (or one student), with their TC if issued. */
export async function listTcStudents(
  scope: TenantScope,
  sessionId: number,
  filter: { class_id?: number | null; section_id?: number | null; student_id?: number | null },
): Promise<TcStudent[]> {
  const { tx, tenantId } = scope;
  return tx
    .select({
      student_id: students.id,
      student_name: students.studentName,
      class_name: classes.name,
      section_name: sections.name,
      roll_number: studentPrograms.rollNumber,
      tc_id: tc.id,
    })
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .innerJoin(
      classes,
      and(eq(classes.tenantId, studentPrograms.tenantId), eq(classes.id, studentPrograms.classId)),
    )
    .leftJoin(
      sections,
      and(
        eq(sections.tenantId, studentPrograms.tenantId),
        eq(sections.id, studentPrograms.sectionId),
      ),
    )
    .leftJoin(tc, and(eq(tc.tenantId, students.tenantId), eq(tc.studentId, students.id)))
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, sessionId),
        filter.class_id ? eq(studentPrograms.classId, filter.class_id) : undefined,
        filter.section_id ? eq(studentPrograms.sectionId, filter.section_id) : undefined,
        filter.student_id ? eq(studentPrograms.studentId, filter.student_id) : undefined,
      ),
    )
    .orderBy(
      asc(classes.position),
      asc(sections.name),
      sql`${studentPrograms.rollNumber} asc nulls last`,
      asc(students.studentName),
    )
    .limit(500);
}

/** The form prefilled from the student and parents (the spec's read fields), and the dues. */
export async function getTcPrefill(
  scope: TenantScope,
  studentId: number,
  canWaive: boolean,
): Promise<TcPrefill> {
  const { tx, tenantId } = scope;
  const student = await findStudentDetail(tx, tenantId, studentId);
  if (!student) throw notFound(m.studentNotFound);
  const program =
    student.programs.find((p) => p.is_current) ?? student.programs[student.programs.length - 1];
  const addressOf = (kind: 'present_address' | 'permanent_address') =>
    student.father?.[kind] ?? student.mother?.[kind] ?? student.local_guardian?.[kind] ?? null;
  const { dues, checked } = await checkDues(scope, studentId);
  return {
    student_id: student.id,
    session_id: program?.session_id ?? null,
    student_name: student.student_name,
    class_name: program?.class_name ?? null,
    section_name: program?.section_name ?? null,
    roll_number: program?.roll_number ?? null,
    registration_no: student.admission_no,
    father_full_name: student.father?.full_name ?? null,
    mother_full_name: student.mother?.full_name ?? null,
    present_address: addressOf('present_address'),
    permanent_address: addressOf('permanent_address'),
    birth_date: student.date_of_birth,
    nationality: student.nationality,
    category: student.category,
    admission_date: student.admission_date,
    first_class_name: student.programs[0]?.class_name ?? null,
    apaar_id: student.apaar_id,
    pen: student.pen,
    certificate: await findTcOfStudent(scope, studentId),
    dues,
    dues_checked: checked,
    can_waive_dues: canWaive,
  };
}

const certificateValues = (body: CreateTcBody | UpdateTcBody) => ({
  admissionNo: body.admission_no ?? null,
  studentName: body.student_name,
  fatherName: body.father_name ?? null,
  motherName: body.mother_name ?? null,
  address: body.address ?? null,
  className: body.class,
  examResultStatus: body.exam_result_status,
  promoteStatus: body.promote_status,
  birthDate: body.birth_date,
  leavingDate: body.leaving_date,
  character: body.character ?? null,
  nationality: body.nationality ?? null,
  transferReason: body.transfer_reason,
  specificTransferReason:
    body.transfer_reason === 'Others' ? (body.specfic_transfer_reason ?? null) : null,
  notes: body.notes ?? null,
  ...cbseValues(body),
});

const leavingReason = (body: CreateTcBody | UpdateTcBody) =>
  `Transfer certificate: ${body.transfer_reason === 'Others' ? body.specfic_transfer_reason : body.transfer_reason}`;

/**
 * The school's next TC number. The counter row stays locked until the transaction ends, so
 * concurrent issues take turns and a rolled-back issue gives its number back: no gaps.
 */
async function nextTcNumber(scope: TenantScope): Promise<number> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .insert(transferCertificateCounters)
    .values({ tenantId, lastNo: 1 })
    .onConflictDoUpdate({
      target: transferCertificateCounters.tenantId,
      set: { lastNo: sql`${transferCertificateCounters.lastNo} + 1` },
    })
    .returning({ lastNo: transferCertificateCounters.lastNo });
  return row!.lastNo;
}

/**
 * Issues a TC in the caller's transaction: checks (no dues, or dues waived with a reason by an
 * admin with the fees module), numbers it, keeps the waiver, and discontinues the student from
 * the leaving date.
 */
export async function issueTc(
  scope: TenantScope,
  issuer: TcIssuer,
  sessionId: number,
  body: CreateTcBody,
): Promise<TcRow> {
  const { tx, tenantId } = scope;
  const { placement, admissionDate } = await findPlacement(tx, tenantId, {
    studentId: body.student_id,
    sessionId,
  });
  if (await findTcOfStudent(scope, body.student_id))
    throw badRequest(m.alreadyIssued, 'student_id');
  checkLeavingDate(body.leaving_date, admissionDate, scope.timeZone, {
    future: m.leavingDateFuture,
    field: 'leaving_date',
  });
  const { dues } = await checkDues(scope, body.student_id);
  const waiver = checkNoDues(dues, issuer, body.dues_waiver_reason);
  const issuedBy = issuer.userId;
  const tcNo = await nextTcNumber(scope);
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(tc)
        .values({
          tenantId,
          tcNo,
          studentId: body.student_id,
          sessionId,
          classId: placement.classId,
          sectionId: placement.sectionId,
          issueDate: scope.today,
          issuedBy,
          ...certificateValues(body),
        })
        .returning({ id: tc.id }),
    { unique: () => badRequest(m.alreadyIssued, 'student_id') },
  );
  if (waiver) await recordDuesWaiver(scope, row!.id, issuedBy, waiver);
  await recordDiscontinuation(tx, tenantId, issuedBy, placement, {
    dateOfLeaving: body.leaving_date,
    reason: leavingReason(body),
  });
  return (await findTc(scope, row!.id))!;
}

/** Edits a certificate (its number and issue date stay); the leaving date moves along. */
export async function updateTc(
  scope: TenantScope,
  editedBy: number,
  body: UpdateTcBody,
): Promise<TcRow> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .update(tc)
    .set(certificateValues(body))
    .where(and(eq(tc.tenantId, tenantId), eq(tc.id, body.id)))
    .returning();
  if (!row) throw notFound(m.certificateNotFound);
  if (body.leaving_date > scope.today) throw badRequest(m.leavingDateFuture, 'leaving_date');
  await recordDiscontinuation(
    tx,
    tenantId,
    editedBy,
    {
      studentId: row.studentId,
      sessionId: row.sessionId,
      classId: row.classId,
      sectionId: row.sectionId,
    },
    { dateOfLeaving: body.leaving_date, reason: leavingReason(body) },
  );
  return (await findTc(scope, row.id))!;
}
