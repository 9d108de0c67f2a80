import { type AllocationRow, paiseToRupees, type ResidentKind } from '@shala/contracts';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { academicSessions, classes, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { enrolmentOf } from '../students/index.ts';
import {
  hostelFeeSetups,
  hostelPaidMonths,
  hostelRooms,
  hostels,
  roomAllocations,
} from './tables.ts';

export interface AllocationFilter {
  sessionId: number;
  residentFor?: ResidentKind;
  hostelId?: number;
  roomId?: number;
  allocationId?: number;
  activeOnly?: boolean;
  studentIds?: SQL;
}

/**
 * Allocations of a session with the resident (student with class, section and roll number, or
 * staff member), hostel, room, the hostel's fee terms and the months paid: one query.
 */
function selectAllocations(scope: TenantScope, filter: AllocationFilter) {
  const { tx, tenantId } = scope;
  const enrolment = enrolmentOf(tx, tenantId, filter.sessionId);
  const paidMonths = sql<
    string[]
  >`coalesce((select array_agg(${hostelPaidMonths.month} order by ${hostelPaidMonths.month}) from ${hostelPaidMonths} where ${hostelPaidMonths.tenantId} = ${roomAllocations.tenantId} and ${hostelPaidMonths.sessionId} = ${roomAllocations.sessionId} and ${hostelPaidMonths.studentId} = ${roomAllocations.studentId}), '{}')`;
  return tx
    .select({
      id: roomAllocations.id,
      session_id: roomAllocations.sessionId,
      hostel_id: roomAllocations.hostelId,
      hostel_room_id: roomAllocations.roomId,
      studentId: roomAllocations.studentId,
      staffUserId: roomAllocations.staffUserId,
      for: roomAllocations.residentFor,
      date_of_joining: roomAllocations.dateOfJoining,
      isDiscontinue: roomAllocations.isDiscontinue,
      hostelName: hostels.name,
      roomName: hostelRooms.roomName,
      gender: hostelRooms.gender,
      studentName: enrolment.studentName,
      className: classes.name,
      sectionName: sections.name,
      rollNumber: enrolment.rollNumber,
      staffFullName: users.fullName,
      staffUserName: users.username,
      amountPaise: hostelFeeSetups.amountPaise,
      lateFeePaise: hostelFeeSetups.lateFeePaise,
      lastDay: hostelFeeSetups.lastDay,
      sessionStart: academicSessions.startDate,
      sessionEnd: academicSessions.endDate,
      paidMonths,
    })
    .from(roomAllocations)
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
    .innerJoin(
      academicSessions,
      and(
        eq(academicSessions.tenantId, roomAllocations.tenantId),
        eq(academicSessions.id, roomAllocations.sessionId),
      ),
    )
    .leftJoin(enrolment, eq(enrolment.studentId, roomAllocations.studentId))
    .leftJoin(
      classes,
      and(eq(classes.tenantId, roomAllocations.tenantId), eq(classes.id, enrolment.classId)),
    )
    .leftJoin(
      sections,
      and(eq(sections.tenantId, roomAllocations.tenantId), eq(sections.id, enrolment.sectionId)),
    )
    .leftJoin(
      users,
      and(eq(users.tenantId, roomAllocations.tenantId), eq(users.id, roomAllocations.staffUserId)),
    )
    .leftJoin(
      hostelFeeSetups,
      and(
        eq(hostelFeeSetups.tenantId, roomAllocations.tenantId),
        eq(hostelFeeSetups.hostelId, roomAllocations.hostelId),
        eq(hostelFeeSetups.sessionId, roomAllocations.sessionId),
      ),
    )
    .where(conditionOf(tenantId, filter))
    .$dynamic();
}

function conditionOf(tenantId: number, filter: AllocationFilter): SQL | undefined {
  return and(
    eq(roomAllocations.tenantId, tenantId),
    eq(roomAllocations.sessionId, filter.sessionId),
    filter.residentFor ? eq(roomAllocations.residentFor, filter.residentFor) : undefined,
    filter.hostelId ? eq(roomAllocations.hostelId, filter.hostelId) : undefined,
    filter.roomId ? eq(roomAllocations.roomId, filter.roomId) : undefined,
    filter.allocationId ? eq(roomAllocations.id, filter.allocationId) : undefined,
    filter.activeOnly ? eq(roomAllocations.isDiscontinue, false) : undefined,
    filter.studentIds,
  );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectAllocations>['execute']>>[number];

function toRow(row: Selected): AllocationRow {
  const startYear = Number(row.sessionStart.slice(0, 4));
  return {
    id: row.id,
    session_id: row.session_id,
    hostel_id: row.hostel_id,
    hostel_room_id: row.hostel_room_id,
    user_id: (row.for === 'student' ? row.studentId : row.staffUserId)!,
    for: row.for,
    date_of_joining: row.date_of_joining,
    is_discontinue: row.isDiscontinue ? 1 : 0,
    hostelName: row.hostelName,
    hostelRoom: { room_name: row.roomName },
    gender: row.gender,
    studentDetail:
      row.for === 'student'
        ? {
            id: row.studentId!,
            name: row.studentName ?? '',
            class_name: row.className,
            section_name: row.sectionName,
            roll_number: row.rollNumber,
          }
        : null,
    userDetail:
      row.for === 'staff'
        ? {
            id: row.staffUserId!,
            full_name: row.staffFullName ?? '',
            user_name: row.staffUserName ?? '',
          }
        : null,
    amount: row.amountPaise === null ? null : paiseToRupees(row.amountPaise),
    late_fee: row.lateFeePaise === null ? null : paiseToRupees(row.lateFeePaise),
    last_day_of_submission: row.lastDay,
    sessionDetail: {
      id: row.session_id,
      start_year: startYear,
      end_year: Number(row.sessionEnd.slice(0, 4)),
    },
    paid_months: row.paidMonths,
  };
}

const order = [
  asc(sql`lower(${hostels.name})`),
  asc(sql`lower(${hostelRooms.roomName})`),
  asc(roomAllocations.dateOfJoining),
  asc(roomAllocations.id),
];

/** One page of allocations matching the filter. */
export async function listAllocations(
  scope: TenantScope,
  filter: AllocationFilter,
  page: { skip: number; limit: number },
): Promise<{ list: AllocationRow[]; count: number }> {
  const { tx, tenantId } = scope;
  const rows = await selectAllocations(scope, filter)
    .orderBy(...order)
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await tx
    .select({ n: count() })
    .from(roomAllocations)
    .where(conditionOf(tenantId, filter));
  return { list: rows.map(toRow), count: total?.n ?? 0 };
}

/** Every allocation matching the filter. */
export async function listAllAllocations(
  scope: TenantScope,
  filter: AllocationFilter,
): Promise<AllocationRow[]> {
  const rows = await selectAllocations(scope, filter).orderBy(...order);
  return rows.map(toRow);
}

/** The session of an allocation, or null when there is no such allocation. */
export async function findAllocationRecord(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(roomAllocations)
    .where(and(eq(roomAllocations.tenantId, tenantId), eq(roomAllocations.id, id)));
  return row ?? null;
}

export async function findAllocation(
  scope: TenantScope,
  id: number,
): Promise<AllocationRow | null> {
  const record = await findAllocationRecord(scope, id);
  if (!record) return null;
  const [row] = await selectAllocations(scope, {
    sessionId: record.sessionId,
    allocationId: id,
  });
  return row ? toRow(row) : null;
}
