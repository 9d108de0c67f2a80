import { hostelMessages as m } from '@shala/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { resolveSession } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { findEnrolment, findStudentsByIds, listChildIds } from '../students/index.ts';
import { hostelRooms, hostels, roomAllocations } from './tables.ts';

const parentRoleId = 4;

/**
 * A student's room in a session (the parent's hostel info card), or null without a bed. A
 * parent names only their own children: anyone else's child is answered 404.
 */
export async function findParentRoom(
  scope: SignedInScope,
  query: { user_id: number; session_id?: number },
) {
  const { tx } = scope;
  const tenantId = scope.tenantId;
  const known =
    scope.user.roleId === parentRoleId
      ? (await listChildIds(tx, tenantId, scope.user.id)).includes(query.user_id)
      : (await findStudentsByIds(tx, tenantId, [query.user_id])).length > 0;
  if (!known) throw notFound(m.studentNotFound);
  const session = await resolveSession(tx, tenantId, query.session_id);
  const [row] = await tx
    .select({
      hostelName: hostels.name,
      address: hostels.address,
      phone: hostels.phone,
      roomName: hostelRooms.roomName,
      warden: users.fullName,
      joining: roomAllocations.dateOfJoining,
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
    .leftJoin(users, and(eq(users.tenantId, hostels.tenantId), eq(users.id, hostels.wardenId)))
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, session.id),
        eq(roomAllocations.studentId, query.user_id),
        eq(roomAllocations.isDiscontinue, false),
      ),
    )
    .orderBy(desc(roomAllocations.id))
    .limit(1);
  if (!row) return null;
  const enrolled = await findEnrolment(tx, tenantId, query.user_id, session.id);
  const [student] = enrolled ? [] : await findStudentsByIds(tx, tenantId, [query.user_id]);
  return {
    student_name: enrolled?.studentName ?? student?.studentName ?? '',
    hostel_name: row.hostelName,
    hostel_address: row.address,
    room_name: row.roomName,
    warden: row.warden,
    phone: row.phone,
    date_of_joining: row.joining,
  };
}
