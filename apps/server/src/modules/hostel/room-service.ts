import {
  type CreateRoomBody,
  hostelMessages as m,
  type ResidentKind,
  type RoomRow,
  type UpdateRoomBody,
} from '@shala/contracts';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { refuseConflicts } from '../../platform/db/postgres-errors.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { findSession } from '../academics/index.ts';
import { findHostel } from './hostel-service.ts';
import { hostelRooms, hostels, roomAllocations } from './tables.ts';

/** Beds taken: the room's active allocations, counted on every read. */
const occupiedSql = sql<number>`(select count(*)::int from ${roomAllocations} where ${roomAllocations.tenantId} = ${hostelRooms.tenantId} and ${roomAllocations.roomId} = ${hostelRooms.id} and not ${roomAllocations.isDiscontinue})`;

const selectRooms = (tx: Tx, tenantId: number, where?: SQL) =>
  tx
    .select({
      id: hostelRooms.id,
      hostel_id: hostelRooms.hostelId,
      hostelName: hostels.name,
      room_name: hostelRooms.roomName,
      capacity: hostelRooms.capacity,
      for: hostelRooms.residentFor,
      gender: hostelRooms.gender,
      session_id: hostelRooms.sessionId,
      occupied: occupiedSql,
    })
    .from(hostelRooms)
    .innerJoin(
      hostels,
      and(eq(hostels.tenantId, hostelRooms.tenantId), eq(hostels.id, hostelRooms.hostelId)),
    )
    .where(and(eq(hostelRooms.tenantId, tenantId), where))
    .orderBy(
      asc(sql`lower(${hostels.name})`),
      asc(sql`lower(${hostelRooms.roomName})`),
      asc(hostelRooms.id),
    )
    .$dynamic();

const withSeatsLeft = <T extends { capacity: number; occupied: number }>(row: T) => ({
  ...row,
  seat_left: Math.max(0, row.capacity - row.occupied),
});

export interface RoomFilter {
  sessionId?: number;
  hostelId?: number;
  residentFor?: ResidentKind;
}
const filterOf = (filter: RoomFilter) =>
  and(
    filter.sessionId ? eq(hostelRooms.sessionId, filter.sessionId) : undefined,
    filter.hostelId ? eq(hostelRooms.hostelId, filter.hostelId) : undefined,
    filter.residentFor ? eq(hostelRooms.residentFor, filter.residentFor) : undefined,
  );

/** One page of rooms (hostel, then room name), with beds taken and left. */
export async function listRooms(
  scope: TenantScope,
  query: { skip: number; limit: number; session_id?: number; hostel_id?: number },
): Promise<{ list: RoomRow[]; count: number }> {
  const { tx, tenantId } = scope;
  const where = filterOf({ sessionId: query.session_id, hostelId: query.hostel_id });
  const rows = await selectRooms(tx, tenantId, where).offset(query.skip).limit(query.limit);
  const [total] = await tx
    .select({ n: count() })
    .from(hostelRooms)
    .where(and(eq(hostelRooms.tenantId, tenantId), where));
  return { list: rows.map(withSeatsLeft), count: total?.n ?? 0 };
}

/** Every room matching the filter, with beds taken and left. */
export async function listAllRooms(scope: TenantScope, filter: RoomFilter): Promise<RoomRow[]> {
  const { tx, tenantId } = scope;
  const rows = await selectRooms(tx, tenantId, filterOf(filter));
  return rows.map(withSeatsLeft);
}

/** The rooms of a hostel of this school (404 for another school's hostel). */
export async function listRoomsOfHostel(
  scope: TenantScope,
  filter: RoomFilter & { hostelId: number },
): Promise<RoomRow[]> {
  await findHostel(scope, filter.hostelId);
  return listAllRooms(scope, filter);
}

export async function findRoom(scope: TenantScope, id: number): Promise<RoomRow> {
  const { tx, tenantId } = scope;
  const [row] = await selectRooms(tx, tenantId, eq(hostelRooms.id, id));
  if (!row) throw notFound(m.roomNotFound);
  return withSeatsLeft(row);
}

/**
 * Locks the room's row until the transaction ends: allocations and changes of one room then
 * run one after another, so the beds counted under the lock are the beds taken.
 */
export async function lockRoom(scope: TenantScope, id: number) {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .select()
    .from(hostelRooms)
    .where(and(eq(hostelRooms.tenantId, tenantId), eq(hostelRooms.id, id)))
    .for('update');
  return row ?? null;
}

async function assertPlace(scope: TenantScope, body: CreateRoomBody): Promise<void> {
  const { tx, tenantId } = scope;
  await findHostel(scope, body.hostel_id);
  if (!(await findSession(tx, tenantId, body.session_id)))
    throw badRequest(m.sessionNotFound, 'session_id');
}

const exists = () => badRequest(m.roomExists, 'room_name');

export async function createRoom(scope: TenantScope, body: CreateRoomBody): Promise<RoomRow> {
  const { tx, tenantId } = scope;
  await assertPlace(scope, body);
  const [row] = await refuseConflicts(
    () =>
      tx
        .insert(hostelRooms)
        .values({
          tenantId,
          hostelId: body.hostel_id,
          sessionId: body.session_id,
          roomName: body.room_name,
          capacity: body.capacity,
          residentFor: body.for,
          gender: body.gender,
        })
        .returning({ id: hostelRooms.id }),
    { unique: exists },
  );
  return findRoom(scope, row!.id);
}

/** Changes a room under its lock: beds never below those taken; its kind fixed while taken. */
export async function updateRoom(scope: TenantScope, body: UpdateRoomBody): Promise<RoomRow> {
  const { tx, tenantId } = scope;
  const locked = await lockRoom(scope, body.id);
  if (!locked) throw notFound(m.roomNotFound);
  await assertPlace(scope, body);
  const { occupied } = await findRoom(scope, body.id);
  if (body.capacity < occupied) throw badRequest(m.bedsBelowOccupied, 'capacity');
  const kindChanged =
    locked.residentFor !== body.for ||
    locked.gender !== body.gender ||
    locked.sessionId !== body.session_id ||
    locked.hostelId !== body.hostel_id;
  if (occupied > 0 && kindChanged) throw badRequest(m.roomKindLocked);
  await refuseConflicts(
    () =>
      tx
        .update(hostelRooms)
        .set({
          hostelId: body.hostel_id,
          sessionId: body.session_id,
          roomName: body.room_name,
          capacity: body.capacity,
          residentFor: body.for,
          gender: body.gender,
        })
        .where(and(eq(hostelRooms.tenantId, tenantId), eq(hostelRooms.id, body.id))),
    { unique: exists },
  );
  return findRoom(scope, body.id);
}

/** Deletes a room no allocation (active or past) names. */
export async function deleteRoom(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const locked = await lockRoom(scope, id);
  if (!locked) throw notFound(m.roomNotFound);
  const [used] = await tx
    .select({ n: count() })
    .from(roomAllocations)
    .where(and(eq(roomAllocations.tenantId, tenantId), eq(roomAllocations.roomId, id)));
  if ((used?.n ?? 0) > 0) throw badRequest(m.roomInUse);
  await tx
    .delete(hostelRooms)
    .where(and(eq(hostelRooms.tenantId, tenantId), eq(hostelRooms.id, id)));
}
