import type { ListTcQuery, TcDue, TcRow } from '@shala/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { academicSessions, classes, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { isChildOfAccount, studentPrograms } from '../students/index.ts';
import { transferCertificates as tc, tcDuesWaivers } from './tables.ts';
import { presentCbseFields } from './tc-cbse-fields.ts';

type TcRecord = typeof tc.$inferSelect;

const selection = {
  tc,
  className: classes.name,
  sectionName: sections.name,
  rollNumber: studentPrograms.rollNumber,
  waiverReason: tcDuesWaivers.reason,
  waivedDues: tcDuesWaivers.dues,
  waivedBy: users.fullName,
  sessionName: academicSessions.name,
};

/** A certificate as answered (the spec's field names, `specfic_transfer_reason` kept). */
export function presentTc(row: {
  tc: TcRecord;
  className: string | null;
  sectionName: string | null;
  rollNumber: number | null;
  waiverReason: string | null;
  waivedDues: TcDue[] | null;
  waivedBy: string | null;
  sessionName: string | null;
}): TcRow {
  const c = row.tc;
  return {
    id: c.id,
    tc_no: c.tcNo,
    student_id: c.studentId,
    session_id: c.sessionId,
    admission_no: c.admissionNo,
    student_name: c.studentName,
    father_name: c.fatherName,
    mother_name: c.motherName,
    address: c.address,
    class: c.className,
    exam_result_status: c.examResultStatus,
    promote_status: c.promoteStatus,
    birth_date: c.birthDate,
    leaving_date: c.leavingDate,
    character: c.character,
    nationality: c.nationality,
    transfer_reason: c.transferReason,
    specfic_transfer_reason: c.specificTransferReason,
    notes: c.notes,
    tc_issue_date: c.issueDate,
    ...presentCbseFields(c, row.sessionName),
    class_name: row.className,
    section_name: row.sectionName,
    studentProgram: { roll_number: row.rollNumber },
    dues_waiver:
      row.waiverReason === null
        ? null
        : { reason: row.waiverReason, waived_by: row.waivedBy, dues: row.waivedDues ?? [] },
  };
}

function selectTcs(tx: Tx, conditions: Array<SQL | undefined>) {
  return tx
    .select(selection)
    .from(tc)
    .leftJoin(classes, and(eq(classes.tenantId, tc.tenantId), eq(classes.id, tc.classId)))
    .leftJoin(sections, and(eq(sections.tenantId, tc.tenantId), eq(sections.id, tc.sectionId)))
    .leftJoin(
      academicSessions,
      and(eq(academicSessions.tenantId, tc.tenantId), eq(academicSessions.id, tc.sessionId)),
    )
    .leftJoin(
      studentPrograms,
      and(
        eq(studentPrograms.tenantId, tc.tenantId),
        eq(studentPrograms.studentId, tc.studentId),
        eq(studentPrograms.sessionId, tc.sessionId),
      ),
    )
    .leftJoin(
      tcDuesWaivers,
      and(eq(tcDuesWaivers.tenantId, tc.tenantId), eq(tcDuesWaivers.tcId, tc.id)),
    )
    .leftJoin(
      users,
      and(eq(users.tenantId, tcDuesWaivers.tenantId), eq(users.id, tcDuesWaivers.waivedBy)),
    )
    .where(and(...conditions));
}

/** The certificate of a student, or null. */
export async function findTcOfStudent(scope: TenantScope, studentId: number) {
  const { tx, tenantId } = scope;
  const [row] = await selectTcs(tx, [eq(tc.tenantId, tenantId), eq(tc.studentId, studentId)]);
  return row ? presentTc(row) : null;
}

export async function findTc(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await selectTcs(tx, [eq(tc.tenantId, tenantId), eq(tc.id, id)]);
  return row ? presentTc(row) : null;
}

/**
 * The report: certificates of the session by classes and sections, or of one student;
 * for a parent only their own children's.
 */
export async function listTcs(
  scope: TenantScope,
  sessionId: number,
  query: ListTcQuery,
  parentUserId: number | null,
): Promise<TcRow[]> {
  const { tx, tenantId } = scope;
  const rows = await selectTcs(tx, [
    eq(tc.tenantId, tenantId),
    query.student_id ? eq(tc.studentId, query.student_id) : eq(tc.sessionId, sessionId),
    query.class_id.length ? inArray(tc.classId, query.class_id) : undefined,
    query.section_id.length ? inArray(tc.sectionId, query.section_id) : undefined,
    parentUserId === null ? undefined : isChildOfAccount(tc.studentId, tenantId, parentUserId),
  ])
    .orderBy(asc(classes.position), asc(sections.name), asc(tc.tcNo))
    .limit(1000);
  return rows.map(presentTc);
}

/** True when the parent account is the student's father, mother or guardian. */
export async function isChildOf(scope: TenantScope, parentUserId: number, studentId: number) {
  const { tx, tenantId } = scope;
  const result = (await tx.execute(
    sql`select 1 as one where ${isChildOfAccount(sql`${studentId}`, tenantId, parentUserId)}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
