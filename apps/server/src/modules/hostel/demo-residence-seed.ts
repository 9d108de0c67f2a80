import { addDays } from '@shala/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { enrolmentOf } from '../students/index.ts';
import { hostelOutPasses, hostelSeatQuotas, roomAllocations } from './tables.ts';

interface DemoResidence {
  tenantId: number;
  sessionId: number;
  hostelId: number;
  staffRoomId: number | undefined;
  wardenId: number | null;
  dateOfJoining: string;
  today: string;
  /** The last student placed: their outing of yesterday is on the out-pass desk. */
  lastAllocation: { id: number; studentId: number } | null;
}

/**
 * The demo hostel's day-to-day: the warden lives in the staff room, each class-section with a
 * hosteller keeps two seats more than it uses, and the last resident went out yesterday
 * afternoon with a parent and came back.
 */
export async function seedResidence(tx: Tx, demo: DemoResidence): Promise<void> {
  const { tenantId, sessionId } = demo;
  if (demo.staffRoomId !== undefined && demo.wardenId !== null)
    await tx.insert(roomAllocations).values({
      tenantId,
      sessionId,
      hostelId: demo.hostelId,
      roomId: demo.staffRoomId,
      residentFor: 'staff',
      staffUserId: demo.wardenId,
      dateOfJoining: demo.dateOfJoining,
    });
  const enrolment = enrolmentOf(tx, tenantId, sessionId);
  const places = await tx
    .select({ classId: enrolment.classId, sectionId: enrolment.sectionId, n: count() })
    .from(roomAllocations)
    .innerJoin(enrolment, eq(enrolment.studentId, roomAllocations.studentId))
    .where(and(eq(roomAllocations.tenantId, tenantId), eq(roomAllocations.sessionId, sessionId)))
    .groupBy(enrolment.classId, enrolment.sectionId);
  const quotas = places.flatMap((place) =>
    place.sectionId === null
      ? []
      : [
          {
            tenantId,
            sessionId,
            classId: place.classId,
            sectionId: place.sectionId,
            seats: place.n + 2,
          },
        ],
  );
  if (quotas.length) await tx.insert(hostelSeatQuotas).values(quotas);
  const yesterday = addDays(demo.today, -1);
  if (!demo.lastAllocation || demo.wardenId === null || yesterday < demo.dateOfJoining) return;
  const left = new Date(`${yesterday}T10:30:00Z`);
  await tx.insert(hostelOutPasses).values({
    tenantId,
    allocationId: demo.lastAllocation.id,
    sessionId,
    studentId: demo.lastAllocation.studentId,
    kind: 'outing',
    leaveOn: yesterday,
    leaveTime: '16:00',
    returnOn: yesterday,
    returnTime: '19:00',
    reason: "Cousin's birthday dinner",
    escort: 'Father',
    status: 'returned',
    requestedBy: demo.wardenId,
    decidedBy: demo.wardenId,
    leftAt: left,
    returnedAt: new Date(left.getTime() + 2.5 * 3_600_000),
  });
}
