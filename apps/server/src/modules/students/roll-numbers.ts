import {
  type AllocateRollNumbersBody,
  assignRollNumbers,
  type RollNumberOrder,
  type SetRollNumbersBody,
  studentMessages,
} from '@shala/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import {
  assertClassSection,
  classes,
  requireCurrentSession,
  resolveSessionId,
  sections,
} from '../academics/index.ts';
import { studentPrograms, studentSettings, students } from './tables.ts';

export async function loadRollOrder(tx: Tx, tenantId: number): Promise<RollNumberOrder> {
  const [row] = await tx
    .select({ order: studentSettings.rollNumberOrder })
    .from(studentSettings)
    .where(eq(studentSettings.tenantId, tenantId));
  return row?.order ?? 'alphabetical';
}

const inClass = (tenantId: number, sessionId: number, classId: number, sectionId: number | null) =>
  and(
    eq(studentPrograms.tenantId, tenantId),
    eq(studentPrograms.sessionId, sessionId),
    eq(studentPrograms.classId, classId),
    // No section means the whole class (writes check that a sectioned class names one).
    sectionId === null ? undefined : eq(studentPrograms.sectionId, sectionId),
  );

/** The students of one class and section in a session; `lock` holds their programs until commit. */
async function loadClass(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classId: number,
  sectionId: number | null,
  lock = false,
) {
  const query = tx
    .select({
      program_id: studentPrograms.id,
      student_id: students.id,
      student_name: students.studentName,
      admission_no: students.admissionNo,
      admission_date: students.admissionDate,
      gender: students.gender,
      status: students.status,
      roll_number: studentPrograms.rollNumber,
    })
    .from(studentPrograms)
    .innerJoin(
      students,
      and(
        eq(students.tenantId, studentPrograms.tenantId),
        eq(students.id, studentPrograms.studentId),
      ),
    )
    .where(inClass(tenantId, sessionId, classId, sectionId))
    .orderBy(asc(studentPrograms.id));
  return lock ? query.for('update', { of: studentPrograms }) : query;
}

export async function presentClass(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  classId: number,
  sectionId: number | null,
) {
  const rows = await loadClass(tx, tenantId, sessionId, classId, sectionId);
  const list = rows
    .filter((row) => row.status === 'ACTIVE')
    .sort(
      (a, b) =>
        (a.roll_number ?? Number.MAX_SAFE_INTEGER) - (b.roll_number ?? Number.MAX_SAFE_INTEGER) ||
        a.student_name.localeCompare(b.student_name) ||
        a.student_id - b.student_id,
    )
    .map(({ student_id, student_name, admission_no, gender, roll_number }) => ({
      student_id,
      student_name,
      admission_no,
      gender,
      roll_number,
    }));
  return { session_id: sessionId, roll_number_order: await loadRollOrder(tx, tenantId), list };
}

/** Writes roll numbers in two statements: clear the class's numbers, then set them all. */
async function writeRolls(
  scope: SignedInScope,
  clear: SQL | undefined,
  rolls: Array<{ program_id: number; roll_number: number }>,
) {
  const tenantId = scope.tenantId;
  await scope.tx.update(studentPrograms).set({ rollNumber: null }).where(clear);
  if (rolls.length === 0) return;
  await scope.tx.execute(sql`
    update ${studentPrograms} set roll_number = x.roll_number
    from jsonb_to_recordset(${JSON.stringify(rolls)}::jsonb) as x(program_id bigint, roll_number int)
    where ${studentPrograms.tenantId} = ${tenantId} and ${studentPrograms.id} = x.program_id`);
}

async function currentClass(
  scope: SignedInScope,
  body: { class_id: number; section_id?: number | null },
) {
  const tenantId = scope.tenantId;
  const session = await requireCurrentSession(scope.tx, tenantId);
  await assertClassSection(scope.tx, tenantId, session.id, body.class_id, body.section_id);
  return { tenantId, sessionId: session.id, sectionId: body.section_id ?? null };
}

/** Saves the school's rule for numbering a class. */
export async function saveRollOrder(scope: SignedInScope, order: RollNumberOrder) {
  const values = { rollNumberOrder: order, updatedAt: new Date() };
  await scope.tx
    .insert(studentSettings)
    .values({ tenantId: scope.tenantId, ...values })
    .onConflictDoUpdate({ target: studentSettings.tenantId, set: values });
}

/** Numbers the active students 1..n by the school's rule; others of the class lose theirs. */
export async function allocateRolls(scope: SignedInScope, body: AllocateRollNumbersBody) {
  const { tenantId, sessionId, sectionId } = await currentClass(scope, body);
  const rows = await loadClass(scope.tx, tenantId, sessionId, body.class_id, sectionId, true);
  const order = await loadRollOrder(scope.tx, tenantId);
  const numbered = assignRollNumbers(
    rows.filter((row) => row.status === 'ACTIVE'),
    order,
  );
  await writeRolls(scope, inClass(tenantId, sessionId, body.class_id, sectionId), numbered);
  return presentClass(scope.tx, tenantId, sessionId, body.class_id, sectionId);
}

/** Sets numbers by hand: each once, and none another student of the class already has. */
export async function setRollsByHand(scope: SignedInScope, body: SetRollNumbersBody) {
  const { tenantId, sessionId, sectionId } = await currentClass(scope, body);
  const rows = await loadClass(scope.tx, tenantId, sessionId, body.class_id, sectionId, true);
  const byStudent = new Map(rows.map((row) => [row.student_id, row]));
  const given = new Map<number, number>();
  const listed = new Set<number>();
  body.rolls.forEach((roll, index) => {
    if (!byStudent.has(roll.student_id) || listed.has(roll.student_id))
      throw badRequest(studentMessages.studentNotInClass, `rolls.${index}.student_id`);
    listed.add(roll.student_id);
    if (given.has(roll.roll_number))
      throw badRequest(studentMessages.rollTwice, `rolls.${index}.roll_number`);
    given.set(roll.roll_number, index);
  });
  for (const row of rows) {
    if (listed.has(row.student_id) || row.roll_number === null) continue;
    const index = given.get(row.roll_number);
    if (index !== undefined)
      throw badRequest(
        `${studentMessages.rollTaken} (${row.student_name})`,
        `rolls.${index}.roll_number`,
      );
  }
  const programIds = body.rolls.map((roll) => byStudent.get(roll.student_id)!.program_id);
  await writeRolls(
    scope,
    and(
      inClass(tenantId, sessionId, body.class_id, sectionId),
      sql`${studentPrograms.id} in (select jsonb_array_elements_text(${JSON.stringify(programIds)}::jsonb)::bigint)`,
    ),
    body.rolls.map((roll, index) => ({
      program_id: programIds[index]!,
      roll_number: roll.roll_number,
    })),
  );
  return presentClass(scope.tx, tenantId, sessionId, body.class_id, sectionId);
}

/** The session asked for, or the current one: an unknown session is a 404, none current a 400. */
export async function sessionOrRefuse(scope: SignedInScope, asked: number | undefined) {
  const sessionId = await resolveSessionId(scope.tx, scope.tenantId, asked);
  if (sessionId !== null) return sessionId;
  if (asked !== undefined) throw notFound(studentMessages.sessionNotFound);
  throw badRequest(studentMessages.noCurrentSession, 'session_id');
}

/** Active students of each class and section of the session, by gender, and their totals. */
export async function classwiseCounts(tx: Tx, tenantId: number, sessionId: number) {
  const count = (gender: string | null) =>
    sql<number>`count(*) filter (where ${gender === null ? sql`true` : sql`${students.gender} = ${gender}`})::int`;
  const rows = await tx
    .select({
      class_id: studentPrograms.classId,
      class_name: classes.name,
      section_id: studentPrograms.sectionId,
      section_name: sections.name,
      boys: count('Male'),
      girls: count('Female'),
      others: count('Other'),
      total: count(null),
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
    .where(
      and(
        eq(studentPrograms.tenantId, tenantId),
        eq(studentPrograms.sessionId, sessionId),
        eq(students.status, 'ACTIVE'),
      ),
    )
    .groupBy(
      studentPrograms.classId,
      classes.name,
      classes.position,
      studentPrograms.sectionId,
      sections.name,
    )
    .orderBy(asc(classes.position), asc(classes.name), asc(sections.name));
  const totals = { boys: 0, girls: 0, others: 0, total: 0 };
  for (const row of rows) {
    totals.boys += row.boys;
    totals.girls += row.girls;
    totals.others += row.others;
    totals.total += row.total;
  }
  return { session_id: sessionId, rows, totals };
}
