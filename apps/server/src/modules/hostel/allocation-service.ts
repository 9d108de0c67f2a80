import { type AllocateBody, type AllocationRow, hostelMessages as m } from '@shala/contracts';
import { and, count, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { findSession } from '../academics/index.ts';
import { findEnrolment } from '../students/index.ts';
import { findAllocation, findAllocationRecord } from './allocation-queries.ts';
import { findStaffMember } from './resident-options.ts';
import { lockRoom } from './room-service.ts';
import { hostelPayments, hostelVisitors, roomAllocations } from './tables.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** The resident must be of the room's kind and gender (a student's gender is on record). */
async function assertResident(scope: TenantScope, body: AllocateBody, gender: string) {
  const { tx, tenantId } = scope;
  if (body.for === 'staff') {
    if (!(await findStaffMember(scope, body.user_id))) throw badRequest(m.staffNotFound, 'user_id');
    return;
  }
  const enrolled = await findEnrolment(tx, tenantId, body.user_id, body.session_id);
  if (enrolled?.status !== 'ACTIVE') throw badRequest(m.studentNotFound, 'user_id');
  if (enrolled.gender !== gender) throw badRequest(m.roomOtherGender, 'hostel_room_id');
}

/**
 * Gives the resident a bed. The room's row is locked first, so concurrent allocations of one
 * room count beds one after another and the last bed goes once; one active bed per person
 * per session is the partial unique index's.
 */
export async function allocateRoom(
  scope: TenantScope,
  body: AllocateBody,
  userId: number,
): Promise<AllocationRow> {
  const { tx, tenantId } = scope;
  const room = await lockRoom(scope, body.hostel_room_id);
  if (!room) throw badRequest(m.roomNotFound, 'hostel_room_id');
  const session = await findSession(tx, tenantId, body.session_id);
  if (!session) throw badRequest(m.sessionNotFound, 'session_id');
  if (room.sessionId !== body.session_id || room.hostelId !== body.hostel_id)
    throw badRequest(m.roomOtherSession, 'hostel_room_id');
  if (room.residentFor !== body.for) throw badRequest(m.roomOtherKind, 'hostel_room_id');
  if (body.date_of_joining < session.startDate || body.date_of_joining > session.endDate)
    throw badRequest(m.joiningOutsideSession, 'date_of_joining');
  await assertResident(scope, body, room.gender);
  const [taken] = await tx
    .select({ n: count() })
    .from(roomAllocations)
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.roomId, room.id),
        eq(roomAllocations.isDiscontinue, false),
      ),
    );
  if ((taken?.n ?? 0) >= room.capacity) throw conflict(m.roomFull);
  let id: number;
  try {
    const [row] = await tx
      .insert(roomAllocations)
      .values({
        tenantId,
        sessionId: body.session_id,
        hostelId: body.hostel_id,
        roomId: room.id,
        residentFor: body.for,
        studentId: body.for === 'student' ? body.user_id : null,
        staffUserId: body.for === 'staff' ? body.user_id : null,
        dateOfJoining: body.date_of_joining,
        createdBy: userId,
      })
      .returning({ id: roomAllocations.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.alreadyAllocated);
    throw error;
  }
  return (await findAllocation(scope, id))!;
}

/** Discontinues an allocation (is_discontinue = 1): the bed is free again. */
export async function discontinueAllocation(
  scope: TenantScope,
  id: number,
): Promise<AllocationRow> {
  const { tx, tenantId } = scope;
  const record = await findAllocationRecord(scope, id);
  if (!record) throw notFound(m.allocationNotFound);
  await lockRoom(scope, record.roomId);
  const [row] = await tx
    .update(roomAllocations)
    .set({ isDiscontinue: true })
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.id, id),
        eq(roomAllocations.isDiscontinue, false),
      ),
    )
    .returning({ id: roomAllocations.id });
  if (!row) throw badRequest(m.alreadyDiscontinued);
  return (await findAllocation(scope, id))!;
}

/** Deletes an allocation made by mistake; one with payments is discontinued instead. */
export async function deleteAllocation(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const record = await findAllocationRecord(scope, id);
  if (!record) throw notFound(m.allocationNotFound);
  const [paid] = await tx
    .select({ n: count() })
    .from(hostelPayments)
    .where(and(eq(hostelPayments.tenantId, tenantId), eq(hostelPayments.allocationId, id)));
  if ((paid?.n ?? 0) > 0) throw badRequest(m.allocationHasPayments);
  const [visits] = await tx
    .select({ n: count() })
    .from(hostelVisitors)
    .where(and(eq(hostelVisitors.tenantId, tenantId), eq(hostelVisitors.allocationId, id)));
  if ((visits?.n ?? 0) > 0) throw badRequest(m.allocationHasVisitors);
  await tx
    .delete(roomAllocations)
    .where(and(eq(roomAllocations.tenantId, tenantId), eq(roomAllocations.id, id)));
}
