import type { HostelDay } from '@shala/contracts';
import { and, asc, count, eq, exists, not, or, type SQL, sql } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { hostelOutPasses, hostels, hostelVisitors, roomAllocations } from './tables.ts';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`;
const zeroIfNone = (value: unknown) => sql<number>`coalesce(${value}, 0)`.mapWith(Number);

/** The allocation a pass or a visit belongs to, of the same school. */
const ofAllocation = (table: typeof hostelOutPasses | typeof hostelVisitors) =>
  and(eq(roomAllocations.tenantId, table.tenantId), eq(roomAllocations.id, table.allocationId));

/**
 * The day of the warden's hostels (of every hostel when the user is warden of none): beds
 * taken, residents away on an out-pass, out-passes to decide and leaving today, today's
 * visitors and those still in. One query, whatever the number of hostels.
 */
export async function getHostelDay(
  scope: TenantScope,
  { sessionId, userId, today }: { sessionId: number; userId: number; today: string },
): Promise<HostelDay> {
  const { tx, tenantId } = scope;
  const p = hostelOutPasses;
  const v = hostelVisitors;
  const beds = tx
    .select({ hostelId: roomAllocations.hostelId, residents: count().as('residents') })
    .from(roomAllocations)
    .where(
      and(
        eq(roomAllocations.tenantId, tenantId),
        eq(roomAllocations.sessionId, sessionId),
        not(roomAllocations.isDiscontinue),
      ),
    )
    .groupBy(roomAllocations.hostelId)
    .as('beds');
  const passes = tx
    .select({
      hostelId: roomAllocations.hostelId,
      out: countWhere(eq(p.status, 'out')).as('out'),
      pending: countWhere(eq(p.status, 'requested')).as('pending'),
      leaving: countWhere(and(eq(p.status, 'approved'), eq(p.leaveOn, today))!).as('leaving'),
    })
    .from(p)
    .innerJoin(roomAllocations, ofAllocation(p))
    .where(and(eq(p.tenantId, tenantId), eq(p.sessionId, sessionId)))
    .groupBy(roomAllocations.hostelId)
    .as('passes');
  const visits = tx
    .select({
      hostelId: roomAllocations.hostelId,
      today: count().as('visits_today'),
      in: countWhere(sql`${v.outTime} is null`).as('visitors_in'),
    })
    .from(v)
    .innerJoin(roomAllocations, ofAllocation(v))
    .where(and(eq(v.tenantId, tenantId), eq(v.sessionId, sessionId), eq(v.visitDate, today)))
    .groupBy(roomAllocations.hostelId)
    .as('visits');
  const wardenOfAny = tx
    .select({ id: hostels.id })
    .from(hostels)
    .where(and(eq(hostels.tenantId, tenantId), eq(hostels.wardenId, userId)));
  const rows = await tx
    .select({
      hostel_id: hostels.id,
      hostel_name: hostels.name,
      residents: zeroIfNone(beds.residents),
      out: zeroIfNone(passes.out),
      out_passes_pending: zeroIfNone(passes.pending),
      leaving_today: zeroIfNone(passes.leaving),
      visitors_today: zeroIfNone(visits.today),
      visitors_in: zeroIfNone(visits.in),
    })
    .from(hostels)
    .leftJoin(beds, eq(beds.hostelId, hostels.id))
    .leftJoin(passes, eq(passes.hostelId, hostels.id))
    .leftJoin(visits, eq(visits.hostelId, hostels.id))
    .where(
      and(
        eq(hostels.tenantId, tenantId),
        or(not(exists(wardenOfAny)), eq(hostels.wardenId, userId)),
      ),
    )
    .orderBy(asc(hostels.name));
  return { date: today, hostels: rows };
}
