import {
  type CreateVisitorBody,
  isOutBeforeIn,
  hostelMessages as m,
  type UpdateVisitorsBody,
  type VisitorListQuery,
  type VisitorRow,
} from '@shala/contracts';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { classes, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { hostelRooms, hostels, hostelVisitors, roomAllocations } from './tables.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

interface VisitorFilter {
  sessionId: number;
  residentFor?: 'student' | 'staff';
  classId?: number;
  sectionId?: number;
  studentId?: number;
  ids?: number[];
}

/**
 * Visits of a session with their resident (student with class and section, or staff member),
 * hostel and room, and the number of visits matching (a window count): one query a page.
 */
function selectVisitors(scope: TenantScope, filter: VisitorFilter) {
  const { tx, tenantId } = scope;
  const enrolment = enrolmentOf(tx, tenantId, filter.sessionId);
  return tx
    .select({
      id: hostelVisitors.id,
      allocationId: hostelVisitors.allocationId,
      date: hostelVisitors.visitDate,
      inTime: hostelVisitors.inTime,
      outTime: hostelVisitors.outTime,
      names: hostelVisitors.visitorNames,
      relations: hostelVisitors.relations,
      residentFor: roomAllocations.residentFor,
      hostelName: hostels.name,
      roomName: hostelRooms.roomName,
      studentName: enrolment.studentName,
      className: classes.name,
      sectionName: sections.name,
      staffName: users.fullName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(hostelVisitors)
    .innerJoin(
      roomAllocations,
      and(
        eq(roomAllocations.tenantId, hostelVisitors.tenantId),
        eq(roomAllocations.id, hostelVisitors.allocationId),
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
    .leftJoin(enrolment, eq(enrolment.studentId, roomAllocations.studentId))
    .leftJoin(
      classes,
      and(eq(classes.tenantId, hostelVisitors.tenantId), eq(classes.id, enrolment.classId)),
    )
    .leftJoin(
      sections,
      and(eq(sections.tenantId, hostelVisitors.tenantId), eq(sections.id, enrolment.sectionId)),
    )
    .leftJoin(
      users,
      and(eq(users.tenantId, hostelVisitors.tenantId), eq(users.id, roomAllocations.staffUserId)),
    )
    .where(conditionOf(tenantId, filter, enrolment))
    .orderBy(desc(hostelVisitors.visitDate), desc(hostelVisitors.inTime), desc(hostelVisitors.id))
    .$dynamic();
}

function conditionOf(
  tenantId: number,
  filter: VisitorFilter,
  enrolment: ReturnType<typeof enrolmentOf>,
): SQL | undefined {
  return and(
    eq(hostelVisitors.tenantId, tenantId),
    eq(hostelVisitors.sessionId, filter.sessionId),
    filter.residentFor ? eq(roomAllocations.residentFor, filter.residentFor) : undefined,
    filter.classId ? eq(enrolment.classId, filter.classId) : undefined,
    filter.sectionId ? eq(enrolment.sectionId, filter.sectionId) : undefined,
    filter.studentId ? eq(roomAllocations.studentId, filter.studentId) : undefined,
    filter.ids ? inArray(hostelVisitors.id, filter.ids) : undefined,
  );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectVisitors>['execute']>>[number];

function toRow(row: Selected): VisitorRow {
  return {
    id: row.id,
    hostlier_id: row.allocationId,
    date: row.date,
    in_time: row.inTime,
    out_time: row.outTime,
    visitor_name: row.names,
    relation: row.relations,
    hostlier_user: {
      full_name: (row.residentFor === 'student' ? row.studentName : row.staffName) ?? '',
    },
    for: row.residentFor,
    hostelName: row.hostelName,
    room_name: row.roomName,
    class_name: row.residentFor === 'student' ? row.className : null,
    section_name: row.residentFor === 'student' ? row.sectionName : null,
  };
}

/** One page of visits, latest first. */
export async function listVisitors(
  scope: TenantScope,
  query: VisitorListQuery,
): Promise<{ list: VisitorRow[]; count: number }> {
  const rows = await selectVisitors(scope, {
    sessionId: query.session_id,
    residentFor: query.for,
    classId: query.class_id,
    sectionId: query.section_id,
    studentId: query.student_id,
  })
    .offset(query.skip)
    .limit(query.limit);
  return { list: rows.map(toRow), count: rows[0]?.total ?? 0 };
}

async function findVisitorRows(scope: TenantScope, sessionId: number, ids: number[]) {
  const rows = await selectVisitors(scope, { sessionId, ids });
  return rows.map(toRow);
}

/**
 * Records an entry of visitors. The resident is an allocation of this school that is still
 * active; the day lies between their date of joining and today.
 */
export async function createVisitor(
  scope: TenantScope,
  body: CreateVisitorBody,
  context: { userId: number; today: string },
): Promise<VisitorRow> {
  const { tx, tenantId } = scope;
  const [allocation] = await tx
    .select({
      sessionId: roomAllocations.sessionId,
      joining: roomAllocations.dateOfJoining,
      isDiscontinue: roomAllocations.isDiscontinue,
    })
    .from(roomAllocations)
    .where(and(eq(roomAllocations.tenantId, tenantId), eq(roomAllocations.id, body.hostlier_id)));
  if (!allocation) throw notFound(m.hostlierNotFound);
  if (allocation.isDiscontinue) throw badRequest(m.hostlierLeft, 'hostlier_id');
  if (body.date > context.today) throw badRequest(m.visitInFuture, 'date');
  if (body.date < allocation.joining) throw badRequest(m.visitBeforeJoining, 'date');
  const [row] = await tx
    .insert(hostelVisitors)
    .values({
      tenantId,
      allocationId: body.hostlier_id,
      sessionId: allocation.sessionId,
      visitDate: body.date,
      inTime: body.in_time,
      visitorNames: body.visitor_name,
      relations: body.relation,
      createdBy: context.userId,
    })
    .returning({ id: hostelVisitors.id });
  const [created] = await findVisitorRows(scope, allocation.sessionId, [row!.id]);
  return created!;
}

/**
 * Sets the out time of open visits: every row or none. The rows are locked first, so two
 * desks closing one visit set it once.
 */
export async function setOutTimes(
  scope: TenantScope,
  body: UpdateVisitorsBody,
): Promise<VisitorRow[]> {
  const { tx, tenantId } = scope;
  const ids = body.rows.map((row) => row.id);
  const found = await tx
    .select({
      id: hostelVisitors.id,
      sessionId: hostelVisitors.sessionId,
      inTime: hostelVisitors.inTime,
      outTime: hostelVisitors.outTime,
    })
    .from(hostelVisitors)
    .where(and(eq(hostelVisitors.tenantId, tenantId), inArray(hostelVisitors.id, ids)))
    .for('update');
  const byId = new Map(found.map((row) => [row.id, row]));
  for (const [index, row] of body.rows.entries()) {
    const visit = byId.get(row.id);
    if (!visit) throw notFound(m.visitorNotFound);
    if (visit.outTime !== null) throw conflict(m.outTimeSet);
    if (isOutBeforeIn(visit.inTime, row.out_time))
      throw badRequest(m.outTimeBeforeIn, `rows.${index}.out_time`);
  }
  for (const row of body.rows)
    await tx
      .update(hostelVisitors)
      .set({ outTime: row.out_time })
      .where(
        and(
          eq(hostelVisitors.tenantId, tenantId),
          eq(hostelVisitors.id, row.id),
          isNull(hostelVisitors.outTime),
        ),
      );
  const sessions = [...new Set(found.map((row) => row.sessionId))];
  const rows: VisitorRow[] = [];
  for (const sessionId of sessions) rows.push(...(await findVisitorRows(scope, sessionId, ids)));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/** Deletes a visit of this school whose out time is set. */
export async function deleteVisitor(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [visit] = await tx
    .select({ outTime: hostelVisitors.outTime })
    .from(hostelVisitors)
    .where(and(eq(hostelVisitors.tenantId, tenantId), eq(hostelVisitors.id, id)))
    .for('update');
  if (!visit) throw notFound(m.visitorNotFound);
  if (visit.outTime === null) throw conflict(m.visitorOpen);
  await tx
    .delete(hostelVisitors)
    .where(and(eq(hostelVisitors.tenantId, tenantId), eq(hostelVisitors.id, id)));
}
