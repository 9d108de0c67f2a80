import {
  type CreateOutPassBody,
  displayDate,
  nextOutPassStatus,
  type OutPassAction,
  type OutPassRow,
  type OutPassStatus,
  outPassMessages as om,
} from '@shala/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { classes, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import type { Notice } from '../messages/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { hostelOutPasses, hostelRooms, hostels, roomAllocations } from './tables.ts';

/** Passes that hold the student's time: a new one may not overlap them. */
const openStatuses: OutPassStatus[] = ['requested', 'approved', 'out'];

/** Out-passes of a session with the student, class, hostel and room: one query a page. */
function selectOutPasses(scope: TenantScope, sessionId: number, where: SQL | undefined) {
  const { tx, tenantId } = scope;
  const enrolment = enrolmentOf(tx, tenantId, sessionId);
  return tx
    .select({
      id: hostelOutPasses.id,
      student_id: hostelOutPasses.studentId,
      student_name: sql<string>`coalesce(${enrolment.studentName}, '')`,
      class_name: classes.name,
      section_name: sections.name,
      hostel_name: hostels.name,
      room_name: hostelRooms.roomName,
      kind: hostelOutPasses.kind,
      leave_on: hostelOutPasses.leaveOn,
      leave_time: hostelOutPasses.leaveTime,
      return_on: hostelOutPasses.returnOn,
      return_time: hostelOutPasses.returnTime,
      reason: hostelOutPasses.reason,
      escort: hostelOutPasses.escort,
      status: hostelOutPasses.status,
      note: hostelOutPasses.note,
      requested_by: sql<string>`coalesce(${users.fullName}, '')`,
      left_at: hostelOutPasses.leftAt,
      returned_at: hostelOutPasses.returnedAt,
      created_at: hostelOutPasses.createdAt,
    })
    .from(hostelOutPasses)
    .innerJoin(
      roomAllocations,
      and(
        eq(roomAllocations.tenantId, hostelOutPasses.tenantId),
        eq(roomAllocations.id, hostelOutPasses.allocationId),
      ),
    )
    .innerJoin(
      hostels,
      and(eq(hostels.tenantId, roomAllocations.tenantId), eq(hostels.id, roomAllocations.hostelId)),
    )
    .innerJoin(
      hostelRooms,
      and(
        eq(hostelRooms.tenantId, roomAllocations.tenantId),
        eq(hostelRooms.id, roomAllocations.roomId),
      ),
    )
    .leftJoin(enrolment, eq(enrolment.studentId, hostelOutPasses.studentId))
    .leftJoin(
      classes,
      and(eq(classes.tenantId, hostelOutPasses.tenantId), eq(classes.id, enrolment.classId)),
    )
    .leftJoin(
      sections,
      and(eq(sections.tenantId, hostelOutPasses.tenantId), eq(sections.id, enrolment.sectionId)),
    )
    .leftJoin(
      users,
      and(eq(users.tenantId, hostelOutPasses.tenantId), eq(users.id, hostelOutPasses.requestedBy)),
    )
    .where(
      and(eq(hostelOutPasses.tenantId, tenantId), eq(hostelOutPasses.sessionId, sessionId), where),
    )
    .orderBy(desc(hostelOutPasses.id))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOutPasses>['execute']>>[number];
const toRow = (row: Selected): OutPassRow => ({
  ...row,
  left_at: row.left_at?.toISOString() ?? null,
  returned_at: row.returned_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** One page of the session's out-passes, newest first. */
export async function listOutPasses(
  scope: TenantScope,
  sessionId: number,
  query: { skip: number; limit: number; status?: OutPassStatus; hostel_id?: number },
): Promise<{ list: OutPassRow[]; count: number }> {
  const { tx, tenantId } = scope;
  const where = and(
    query.status ? eq(hostelOutPasses.status, query.status) : undefined,
    query.hostel_id ? eq(roomAllocations.hostelId, query.hostel_id) : undefined,
  );
  const rows = await selectOutPasses(scope, sessionId, where).offset(query.skip).limit(query.limit);
  const [total] = await tx
    .select({ n: count() })
    .from(hostelOutPasses)
    .innerJoin(
      roomAllocations,
      and(
        eq(roomAllocations.tenantId, hostelOutPasses.tenantId),
        eq(roomAllocations.id, hostelOutPasses.allocationId),
      ),
    )
    .where(
      and(eq(hostelOutPasses.tenantId, tenantId), eq(hostelOutPasses.sessionId, sessionId), where),
    );
  return { list: rows.map(toRow), count: total?.n ?? 0 };
}

/** A student's out-passes of the session, newest first. */
export async function listStudentOutPasses(
  scope: TenantScope,
  sessionId: number,
  studentId: number,
): Promise<OutPassRow[]> {
  const rows = await selectOutPasses(
    scope,
    sessionId,
    eq(hostelOutPasses.studentId, studentId),
  ).limit(50);
  return rows.map(toRow);
}

async function findOutPass(scope: TenantScope, sessionId: number, id: number) {
  const [row] = await selectOutPasses(scope, sessionId, eq(hostelOutPasses.id, id));
  if (!row) throw notFound(om.notFound);
  return toRow(row);
}

/** The student's active bed in the session with its hostel's warden; refused without one. */
async function findResidence(scope: TenantScope, sessionId: number, studentId: number) {
  const { tx, tenantId } = scope;
  const [bed] = await tx
    .select({ allocationId: roomAllocations.id, wardenId: hostels.wardenId })
    .from(roomAllocations)
    .innerJoin(
      hostels,
      and(eq(hostels.tenantId, roomAllocations.tenantId), eq(hostels.id, roomAllocations.hostelId)),
    )
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, sessionId),
        eq(roomAllocations.studentId, studentId),
        eq(roomAllocations.isDiscontinue, false),
      ),
    )
    .limit(1);
  if (!bed) throw badRequest(om.notResident, 'student_id');
  return bed;
}

/**
 * Records a pass: `approved` when the warden issues it, `requested` when a parent asks. The
 * student's row is locked first, so two passes for the same time cannot both pass the overlap
 * check.
 */
export async function createOutPass(
  scope: TenantScope,
  sessionId: number,
  by: { userId: number; status: 'approved' | 'requested' },
  body: CreateOutPassBody,
): Promise<{ row: OutPassRow; wardenId: number | null }> {
  const { tx, tenantId } = scope;
  const bed = await findResidence(scope, sessionId, body.student_id);
  await tx.execute(
    sql`select 1 from ${roomAllocations} where ${roomAllocations.tenantId} = ${tenantId} and ${roomAllocations.id} = ${bed.allocationId} for update`,
  );
  const leave = `${body.leave_on} ${body.leave_time}`;
  const back = `${body.return_on} ${body.return_time}`;
  const [clash] = await tx
    .select({ id: hostelOutPasses.id })
    .from(hostelOutPasses)
    .where(
      and(
        eq(hostelOutPasses.tenantId, tenantId),
        eq(hostelOutPasses.studentId, body.student_id),
        inArray(hostelOutPasses.status, openStatuses),
        sql`(${hostelOutPasses.leaveOn}::text || ' ' || ${hostelOutPasses.leaveTime}) < ${back}`,
        sql`(${hostelOutPasses.returnOn}::text || ' ' || ${hostelOutPasses.returnTime}) > ${leave}`,
      ),
    )
    .limit(1);
  if (clash) throw badRequest(om.overlapping, 'leave_on');
  const [created] = await tx
    .insert(hostelOutPasses)
    .values({
      tenantId,
      allocationId: bed.allocationId,
      sessionId,
      studentId: body.student_id,
      kind: body.kind,
      leaveOn: body.leave_on,
      leaveTime: body.leave_time,
      returnOn: body.return_on,
      returnTime: body.return_time,
      reason: body.reason,
      escort: body.escort,
      status: by.status,
      requestedBy: by.userId,
      decidedBy: by.status === 'approved' ? by.userId : null,
    })
    .returning({ id: hostelOutPasses.id });
  return { row: await findOutPass(scope, sessionId, created!.id), wardenId: bed.wardenId };
}

/**
 * Moves a pass by an action under its row lock; the gate's actions stamp the time. `onlyBy`
 * restricts the change to passes that user asked for (a parent's cancel).
 */
export async function actOnOutPass(
  scope: TenantScope,
  sessionId: number,
  change: { id: number; action: OutPassAction; note: string; userId: number; onlyBy?: number },
): Promise<OutPassRow> {
  const { tx, tenantId } = scope;
  const [pass] = await tx
    .select({ status: hostelOutPasses.status, requestedBy: hostelOutPasses.requestedBy })
    .from(hostelOutPasses)
    .where(
      and(
        eq(hostelOutPasses.tenantId, tenantId),
        eq(hostelOutPasses.sessionId, sessionId),
        eq(hostelOutPasses.id, change.id),
      ),
    )
    .for('update');
  if (!pass) throw notFound(om.notFound);
  if (change.onlyBy !== undefined && pass.requestedBy !== change.onlyBy)
    throw badRequest(om.onlyOwnCancel, 'id');
  const next = nextOutPassStatus(pass.status, change.action);
  if (!next) throw badRequest(om.notAllowed, 'action');
  await tx
    .update(hostelOutPasses)
    .set({
      status: next,
      ...(change.note ? { note: change.note } : {}),
      ...(change.action === 'approve' || change.action === 'reject'
        ? { decidedBy: change.userId }
        : {}),
      ...(next === 'out' ? { leftAt: sql`now()` } : {}),
      ...(next === 'returned' ? { returnedAt: sql`now()` } : {}),
    })
    .where(and(eq(hostelOutPasses.tenantId, tenantId), eq(hostelOutPasses.id, change.id)));
  return findOutPass(scope, sessionId, change.id);
}

/** What the parents are told at each step of a pass (nothing for a cancel). */
export function outPassNotice(
  row: OutPassRow,
  parentUserIds: readonly number[],
  clockTime: string,
): Notice | null {
  const window = `${displayDate(row.leave_on)} ${row.leave_time} to ${displayDate(row.return_on)} ${row.return_time}`;
  const text: Partial<Record<OutPassStatus, string>> = {
    approved: `${row.student_name}'s out-pass (${window}) is approved.`,
    rejected: `${row.student_name}'s out-pass (${window}) was not approved.${row.note ? ` ${row.note}` : ''}`,
    out: `${row.student_name} left ${row.hostel_name} at ${clockTime}${row.escort ? ` with ${row.escort}` : ''}. Expected back ${displayDate(row.return_on)} ${row.return_time}.`,
    returned: `${row.student_name} returned to ${row.hostel_name} at ${clockTime}.`,
  };
  const body = text[row.status];
  if (!body) return null;
  return {
    key: `out-pass:${row.id}:${row.status}`,
    title: 'Hostel out-pass',
    body,
    recipientUserIds: parentUserIds,
    channels: ['app', 'push', 'sms'],
  };
}
