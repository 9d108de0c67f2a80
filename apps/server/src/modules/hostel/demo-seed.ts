import { addDays, todayIn } from '@shala/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { findCurrentSession } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { enrolmentOf, findEnrolment, listChildIds } from '../students/index.ts';
import { seedResidence } from './demo-residence-seed.ts';
import { wardenRoleId } from './hostel-service.ts';
import {
  hostelFeeSetups,
  hostelRooms,
  hostels,
  hostelVisitors,
  roomAllocations,
} from './tables.ts';

/**
 * A demo hostel for the current session: Aravali House with boys' and girls' rooms and a
 * staff room, its warden (the school's warden user), a fee of ₹4,500 a month (late fee ₹200
 * after the 10th), up to six students with beds, a child of parent@<school> first (the other
 * is a day scholar), and two
 * visits of the last of them (one ended, one open); the warden in the staff room, seats per
 * class and an out-pass (demo-residence-seed.ts).
 * Idempotent: a school with any hostel is left alone.
 */
export async function seedHostel(tx: Tx, tenantId: number): Promise<void> {
  const [any] = await tx
    .select({ id: hostels.id })
    .from(hostels)
    .where(eq(hostels.tenantId, tenantId))
    .limit(1);
  const session = await findCurrentSession(tx, tenantId);
  if (any || !session) return;
  const [warden] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.roleId, wardenRoleId)))
    .orderBy(asc(users.id))
    .limit(1);
  const [hostel] = await tx
    .insert(hostels)
    .values({
      tenantId,
      name: 'Aravali House',
      address: 'Behind the main block, Greenwood campus',
      phone: '080 4123 5678',
      wardenId: warden?.id ?? null,
    })
    .returning({ id: hostels.id });
  const hostelId = hostel!.id;
  const room = (
    roomName: string,
    residentFor: 'student' | 'staff',
    gender: 'Male' | 'Female',
    capacity: number,
  ) => ({
    tenantId,
    hostelId,
    sessionId: session.id,
    roomName,
    capacity,
    residentFor,
    gender,
  });
  const roomRows = await tx
    .insert(hostelRooms)
    .values([
      room('B-101', 'student', 'Male', 4),
      room('B-102', 'student', 'Male', 4),
      room('G-201', 'student', 'Female', 4),
      room('G-202', 'student', 'Female', 3),
      room('S-01', 'staff', 'Female', 2),
    ])
    .returning({
      id: hostelRooms.id,
      gender: hostelRooms.gender,
      residentFor: hostelRooms.residentFor,
    });
  await tx.insert(hostelFeeSetups).values({
    tenantId,
    hostelId,
    sessionId: session.id,
    amountPaise: 450_000,
    lateFeePaise: 20_000,
    lastDay: 10,
  });

  const [parent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.roleId, 4)))
    .orderBy(asc(users.id))
    .limit(1);
  const childIds = parent ? await listChildIds(tx, tenantId, parent.id) : [];
  const enrolment = enrolmentOf(tx, tenantId, session.id);
  const students = await tx
    .select({ id: enrolment.studentId })
    .from(enrolment)
    .where(eq(enrolment.status, 'ACTIVE'))
    .orderBy(asc(enrolment.studentId))
    .limit(12);
  // The parent's second child boards; the first is a day scholar (a rider of the demo's bus).
  const boarder = [...childIds].sort((a, b) => a - b).slice(-1);
  const dayScholars = new Set(childIds.filter((id) => !boarder.includes(id)));
  const ids = [
    ...new Set([...boarder, ...students.map((row) => row.id).filter((id) => !dayScholars.has(id))]),
  ];
  const today = todayIn('Asia/Kolkata');
  // About forty days ago, kept inside the session: a month or two of fees is due.
  const joining = addDays(today, -40);
  const dateOfJoining =
    joining < session.startDate || joining > session.endDate ? session.startDate : joining;
  const taken = new Map<number, number>();
  let placed = 0;
  let lastAllocation: number | null = null;
  let lastStudent: number | null = null;
  for (const studentId of ids) {
    if (placed >= 6) break;
    const enrolled = await findEnrolment(tx, tenantId, studentId, session.id);
    if (!enrolled) continue;
    const free = roomRows.find(
      (row) =>
        row.residentFor === 'student' &&
        row.gender === enrolled.gender &&
        (taken.get(row.id) ?? 0) < 2,
    );
    if (!free) continue;
    taken.set(free.id, (taken.get(free.id) ?? 0) + 1);
    placed += 1;
    const [allocation] = await tx
      .insert(roomAllocations)
      .values({
        tenantId,
        sessionId: session.id,
        hostelId,
        roomId: free.id,
        residentFor: 'student',
        studentId,
        dateOfJoining,
      })
      .returning({ id: roomAllocations.id });
    lastAllocation = allocation!.id;
    lastStudent = studentId;
  }
  await seedResidence(tx, {
    tenantId,
    sessionId: session.id,
    hostelId,
    staffRoomId: roomRows.find((row) => row.residentFor === 'staff')?.id,
    wardenId: warden?.id ?? null,
    dateOfJoining,
    today,
    lastAllocation:
      lastAllocation === null || lastStudent === null
        ? null
        : { id: lastAllocation, studentId: lastStudent },
  });
  if (lastAllocation === null || dateOfJoining > today) return;
  // Two visits of the last resident placed: one that ended yesterday, one still going on.
  const yesterday = addDays(today, -1);
  const visit = {
    tenantId,
    allocationId: lastAllocation,
    sessionId: session.id,
  };
  await tx.insert(hostelVisitors).values([
    {
      ...visit,
      visitDate: yesterday < dateOfJoining ? dateOfJoining : yesterday,
      inTime: '16:00',
      outTime: '17:30',
      visitorNames: ['Ramesh Kumar', 'Sunita Kumar'],
      relations: ['Father', 'Mother'],
    },
    {
      ...visit,
      visitDate: today,
      inTime: '10:15',
      visitorNames: ['Anil Verma'],
      relations: ['Uncle'],
    },
  ]);
}
