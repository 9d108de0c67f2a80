import {
  type AssignSeatsBody,
  type HostelDetail,
  hostelOccupancy,
  residenceMessages,
  type SeatRow,
  type StaffResidentRow,
  seatAvailability,
} from '@shala/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { listClassOptions, listSectionsByClass, resolveSession } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { designations, staffProfiles } from '../staff/index.ts';
import { enrolmentOf } from '../students/index.ts';
import { listAllAllocations } from './allocation-queries.ts';
import { findHostel } from './hostel-service.ts';
import { listAllRooms } from './room-service.ts';
import { hostelRooms, hostelSeatQuotas, hostels, roomAllocations } from './tables.ts';

/** A hostel with its rooms and who sleeps in each: three queries, whatever the size. */
export async function getHostelDetail(
  scope: TenantScope,
  hostelId: number,
  sessionId: number | undefined,
): Promise<HostelDetail> {
  const { tx, tenantId } = scope;
  const hostel = await findHostel(scope, hostelId);
  const session = await resolveSession(tx, tenantId, sessionId);
  const filter = { sessionId: session.id, hostelId };
  const rooms = await listAllRooms(scope, filter);
  const allocations = await listAllAllocations(scope, { ...filter, activeOnly: true });
  const residents = new Map<number, typeof allocations>();
  for (const row of allocations)
    residents.set(row.hostel_room_id, [...(residents.get(row.hostel_room_id) ?? []), row]);
  return {
    hostel,
    session_id: session.id,
    totals: hostelOccupancy(rooms),
    rooms: rooms.map((room) => ({
      id: room.id,
      room_name: room.room_name,
      for: room.for,
      gender: room.gender,
      capacity: room.capacity,
      occupied: room.occupied,
      seat_left: room.seat_left,
      residents: (residents.get(room.id) ?? []).map((row) => ({
        allocation_id: row.id,
        for: row.for,
        name: row.studentDetail?.name ?? row.userDetail?.full_name ?? '',
        detail: row.studentDetail
          ? [
              [row.studentDetail.class_name, row.studentDetail.section_name]
                .filter(Boolean)
                .join(' - '),
              row.studentDetail.roll_number === null ? '' : `Roll ${row.studentDetail.roll_number}`,
            ]
              .filter(Boolean)
              .join(', ')
          : 'Staff',
        date_of_joining: row.date_of_joining,
      })),
    })),
  };
}

/**
 * Every class and section of the session with its hostel seats, the students of it who hold a
 * bed and the seats left: four queries (classes, sections, quotas, beds by class).
 */
export async function listSeatAvailability(
  scope: TenantScope,
  sessionId: number,
): Promise<SeatRow[]> {
  const { tx, tenantId } = scope;
  const session = await resolveSession(tx, tenantId, sessionId);
  const classList = await listClassOptions(tx, tenantId);
  const sectionsByClass = await listSectionsByClass(tx, tenantId, session.id);
  const quotas = await tx
    .select({
      classId: hostelSeatQuotas.classId,
      sectionId: hostelSeatQuotas.sectionId,
      seats: hostelSeatQuotas.seats,
    })
    .from(hostelSeatQuotas)
    .where(
      and(eq(hostelSeatQuotas.tenantId, tenantId), eq(hostelSeatQuotas.sessionId, session.id)),
    );
  const enrolment = enrolmentOf(tx, tenantId, session.id);
  const beds = await tx
    .select({ classId: enrolment.classId, sectionId: enrolment.sectionId, n: count() })
    .from(roomAllocations)
    .innerJoin(enrolment, eq(enrolment.studentId, roomAllocations.studentId))
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, session.id),
        eq(roomAllocations.isDiscontinue, false),
      ),
    )
    .groupBy(enrolment.classId, enrolment.sectionId);
  const key = (classId: number, sectionId: number | null) => `${classId}-${sectionId}`;
  const seatsOf = new Map(quotas.map((row) => [key(row.classId, row.sectionId), row.seats]));
  const bedsOf = new Map(beds.map((row) => [key(row.classId, row.sectionId), row.n]));
  return classList.flatMap((place) =>
    (sectionsByClass.get(place.value) ?? []).map((section) => {
      const total = seatsOf.get(key(place.value, section.id)) ?? 0;
      const occupied = bedsOf.get(key(place.value, section.id)) ?? 0;
      return {
        class_id: place.value,
        class_name: place.label,
        section_id: section.id,
        section_name: section.section_name,
        total_seats: total,
        occupied_students: occupied,
        ...seatAvailability(total, occupied),
      };
    }),
  );
}

/** Sets the seats of the listed classes and sections (0 removes the quota); one statement each. */
export async function assignSeats(
  scope: TenantScope,
  userId: number,
  body: AssignSeatsBody,
): Promise<SeatRow[]> {
  const { tx, tenantId } = scope;
  const session = await resolveSession(tx, tenantId, body.session_id);
  const sectionsByClass = await listSectionsByClass(tx, tenantId, session.id);
  body.seats.forEach((row, index) => {
    const taught = sectionsByClass.get(row.class_id)?.some((s) => s.id === row.section_id);
    if (!taught)
      throw badRequest(residenceMessages.classSectionNotInSession, `seats.${index}.section_id`);
  });
  const kept = body.seats.filter((row) => row.seats > 0);
  const removed = body.seats.filter((row) => row.seats === 0);
  if (kept.length)
    await tx
      .insert(hostelSeatQuotas)
      .values(
        kept.map((row) => ({
          tenantId,
          sessionId: session.id,
          classId: row.class_id,
          sectionId: row.section_id,
          seats: row.seats,
          updatedBy: userId,
        })),
      )
      .onConflictDoUpdate({
        target: [
          hostelSeatQuotas.tenantId,
          hostelSeatQuotas.sessionId,
          hostelSeatQuotas.classId,
          hostelSeatQuotas.sectionId,
        ],
        set: { seats: sql`excluded.seats`, updatedBy: userId },
      });
  if (removed.length)
    await tx.delete(hostelSeatQuotas).where(
      and(
        eq(hostelSeatQuotas.tenantId, tenantId),
        eq(hostelSeatQuotas.sessionId, session.id),
        sql`(${hostelSeatQuotas.classId}, ${hostelSeatQuotas.sectionId}) in (${sql.join(
          removed.map((row) => sql`(${row.class_id}::bigint, ${row.section_id}::bigint)`),
          sql`, `,
        )})`,
      ),
    );
  return listSeatAvailability(scope, session.id);
}

/** Staff members with a bed in the session (discontinued ones too, flagged), one query. */
export async function listStaffResidents(
  scope: TenantScope,
  query: { session_id: number; hostel_id?: number },
): Promise<StaffResidentRow[]> {
  const { tx, tenantId } = scope;
  const session = await resolveSession(tx, tenantId, query.session_id);
  const rows = await tx
    .select({
      allocationId: roomAllocations.id,
      hostelId: roomAllocations.hostelId,
      hostelName: hostels.name,
      roomName: hostelRooms.roomName,
      gender: hostelRooms.gender,
      userId: users.id,
      fullName: users.fullName,
      mobile: users.mobile,
      designation: designations.name,
      joining: roomAllocations.dateOfJoining,
      isDiscontinue: roomAllocations.isDiscontinue,
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
      users,
      and(eq(users.tenantId, roomAllocations.tenantId), eq(users.id, roomAllocations.staffUserId)),
    )
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.tenantId, users.tenantId), eq(staffProfiles.userId, users.id)),
    )
    .leftJoin(
      designations,
      and(
        eq(designations.tenantId, staffProfiles.tenantId),
        eq(designations.id, staffProfiles.designationId),
      ),
    )
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, session.id),
        eq(roomAllocations.residentFor, 'staff'),
        query.hostel_id ? eq(roomAllocations.hostelId, query.hostel_id) : undefined,
      ),
    )
    .orderBy(
      asc(roomAllocations.isDiscontinue),
      asc(sql`lower(${hostels.name})`),
      asc(sql`lower(${hostelRooms.roomName})`),
      asc(sql`lower(${users.fullName})`),
    );
  return rows.map((row) => ({
    allocation_id: row.allocationId,
    hostel_id: row.hostelId,
    hostel_name: row.hostelName,
    room_name: row.roomName,
    gender: row.gender,
    user_id: row.userId,
    full_name: row.fullName,
    designation: row.designation,
    mobile: row.mobile,
    date_of_joining: row.joining,
    is_discontinue: row.isDiscontinue ? 1 : 0,
  }));
}
