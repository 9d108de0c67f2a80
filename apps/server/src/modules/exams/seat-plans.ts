import { examMessages as m, notEnoughSeats, planSeats } from '@shala/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { SignedInScope } from '../../platform/scope.ts';
import { listClassRoster, loadNames } from './exam-lookups.ts';
import { findExamType } from './exam-types.ts';
import { examRooms, examSeats } from './tables.ts';

type PlanKey = { exam_type_id: number; session_id: number };

const planWhere = (tenantId: number, key: PlanKey) =>
  and(
    eq(examRooms.tenantId, tenantId),
    eq(examRooms.examTypeId, key.exam_type_id),
    eq(examRooms.sessionId, key.session_id),
  );

/** The seat plan of an exam, room by room, seat by seat. */
export async function getSeatPlan(scope: SignedInScope, key: PlanKey) {
  const rooms = await scope.tx
    .select()
    .from(examRooms)
    .where(planWhere(scope.tenantId, key))
    .orderBy(asc(examRooms.position));
  if (rooms.length === 0) return { rooms: [] };
  const seats = await scope.tx
    .select()
    .from(examSeats)
    .where(
      and(
        eq(examSeats.tenantId, scope.tenantId),
        inArray(
          examSeats.roomId,
          rooms.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(examSeats.roomId), asc(examSeats.seatNo));
  const names = await loadNames(scope);
  const classIds = [...new Set(seats.map((seat) => seat.classId))];
  const rosters = await loadRosters(scope, key.session_id, classIds);
  return {
    rooms: rooms.map((room) => ({
      room_name: room.roomName,
      capacity: room.capacity,
      seats: seats
        .filter((seat) => seat.roomId === room.id)
        .map((seat) => {
          const student = rosters.get(seat.studentId);
          return {
            seat_no: seat.seatNo,
            student_id: seat.studentId,
            student_name: student?.student_name ?? '',
            class_name: names.className.get(student?.class_id ?? 0) ?? '',
            roll_number: student?.roll_number ?? null,
          };
        }),
    })),
  };
}

/** The students of the plan's classes by id (one read per class of the plan). */
async function loadRosters(scope: SignedInScope, sessionId: number, classIds: number[]) {
  const rosters = await Promise.all(
    classIds.map((classId) => listClassRoster(scope, sessionId, classId)),
  );
  return new Map(rosters.flat().map((student) => [student.student_id, student]));
}

/** Plans an exam's seats: the classes' students spread over the rooms; replaces the old plan. */
export async function savePlanSeats(
  scope: SignedInScope,
  body: PlanKey & { class_ids: number[]; rooms: Array<{ room_name: string; capacity: number }> },
) {
  await findExamType(scope, body.exam_type_id);
  const names = await loadNames(scope);
  const unknown = body.class_ids.find((id) => !names.className.has(id));
  if (unknown !== undefined) throw badRequest(m.selectClasses, 'class_ids');
  const candidates = (
    await Promise.all(body.class_ids.map((id) => listClassRoster(scope, body.session_id, id)))
  ).flat();
  if (candidates.length === 0) throw badRequest(m.noStudents, 'class_ids');
  const classOf = new Map(candidates.map((c) => [c.student_id, c.class_id]));
  await scope.tx.delete(examRooms).where(planWhere(scope.tenantId, body));
  const rooms = await scope.tx
    .insert(examRooms)
    .values(
      body.rooms.map((room, index) => ({
        tenantId: scope.tenantId,
        examTypeId: body.exam_type_id,
        sessionId: body.session_id,
        roomName: room.room_name,
        capacity: room.capacity,
        position: index + 1,
      })),
    )
    .returning();
  const plan = planSeats(
    candidates,
    rooms.map((room) => ({ id: room.id, capacity: room.capacity })),
  );
  if (!plan) {
    const seats = body.rooms.reduce((sum, room) => sum + room.capacity, 0);
    throw badRequest(notEnoughSeats(seats, candidates.length), 'rooms');
  }
  await scope.tx.insert(examSeats).values(
    plan.map((seat) => ({
      tenantId: scope.tenantId,
      roomId: seat.room_id,
      seatNo: seat.seat_no,
      studentId: seat.student_id,
      classId: classOf.get(seat.student_id)!,
    })),
  );
  return getSeatPlan(scope, body);
}
