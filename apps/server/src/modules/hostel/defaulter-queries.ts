import { type HostelDefaulterRow, paiseToRupees } from '@shala/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../platform/scope.ts';
import { academicSessions } from '../academics/index.ts';
import { enrolmentOf } from '../students/index.ts';
import {
  hostelFeeSetups,
  hostelPaidMonths,
  hostelPayments,
  hostelRooms,
  hostels,
  roomAllocations,
} from './tables.ts';

/**
 * Student residents with months whose last day of submission is before `today` unpaid (from
 * the month of joining to the session's last month): one query over allocations, fee setups
 * and payments. What they owe today is those months with their late fees, as the hostel rule
 * would charge them on `today`.
 */
export async function listHostelDefaulters(
  scope: TenantScope,
  query: { session_id: number; hostel_id?: number },
  today: string,
): Promise<HostelDefaulterRow[]> {
  const { tx, tenantId } = scope;
  const enrolment = enrolmentOf(tx, tenantId, query.session_id);
  const a = roomAllocations;
  const monthsDue = sql<string[]>`array(
    select to_char(g.m, 'YYYY-MM')
    from generate_series(
      date_trunc('month', ${a.dateOfJoining}::date),
      date_trunc('month', ${academicSessions.endDate}::date),
      interval '1 month'
    ) as g(m)
    where (g.m::date + (least(${hostelFeeSetups.lastDay}::int,
            extract(day from (g.m + interval '1 month' - interval '1 day'))::int) - 1)) < ${today}::date
      and not exists (
        select 1 from ${hostelPaidMonths}
        where ${hostelPaidMonths.tenantId} = ${a.tenantId}
          and ${hostelPaidMonths.sessionId} = ${a.sessionId}
          and ${hostelPaidMonths.studentId} = ${a.studentId}
          and ${hostelPaidMonths.month} = to_char(g.m, 'YYYY-MM'))
    order by g.m)`;
  const lastPayment = sql`(select ${hostelPayments.id} from ${hostelPayments}
    where ${hostelPayments.tenantId} = ${a.tenantId} and ${hostelPayments.sessionId} = ${a.sessionId}
      and ${hostelPayments.studentId} = ${a.studentId}
    order by ${hostelPayments.paymentDate} desc, ${hostelPayments.id} desc limit 1)`;
  const rows = await tx
    .select({
      id: a.id,
      hostelName: hostels.name,
      roomName: hostelRooms.roomName,
      studentName: enrolment.studentName,
      joiningDate: a.dateOfJoining,
      amountPaise: hostelFeeSetups.amountPaise,
      lateFeePaise: hostelFeeSetups.lateFeePaise,
      monthsDue,
      lastPaymentDate: sql<
        string | null
      >`(select to_char(${hostelPayments.paymentDate}, 'YYYY-MM-DD') from ${hostelPayments} where ${hostelPayments.tenantId} = ${a.tenantId} and ${hostelPayments.id} = ${lastPayment})`,
      lastPaymentMonths: sql<
        string[]
      >`coalesce(array(select ${hostelPaidMonths.month} from ${hostelPaidMonths} where ${hostelPaidMonths.tenantId} = ${a.tenantId} and ${hostelPaidMonths.paymentId} = ${lastPayment} order by ${hostelPaidMonths.month}), '{}')`,
    })
    .from(a)
    .innerJoin(hostels, and(eq(hostels.tenantId, a.tenantId), eq(hostels.id, a.hostelId)))
    .innerJoin(hostelRooms, and(eq(hostelRooms.tenantId, a.tenantId), eq(hostelRooms.id, a.roomId)))
    .innerJoin(
      academicSessions,
      and(eq(academicSessions.tenantId, a.tenantId), eq(academicSessions.id, a.sessionId)),
    )
    .innerJoin(
      hostelFeeSetups,
      and(
        eq(hostelFeeSetups.tenantId, a.tenantId),
        eq(hostelFeeSetups.hostelId, a.hostelId),
        eq(hostelFeeSetups.sessionId, a.sessionId),
      ),
    )
    .innerJoin(enrolment, eq(enrolment.studentId, a.studentId))
    .where(
      and(
        eq(a.tenantId, tenantId),
        eq(a.sessionId, query.session_id),
        eq(a.residentFor, 'student'),
        eq(a.isDiscontinue, false),
        query.hostel_id ? eq(a.hostelId, query.hostel_id) : undefined,
        sql`cardinality(${monthsDue}) > 0`,
      ),
    )
    .orderBy(
      asc(sql`lower(${hostels.name})`),
      asc(sql`lower(${enrolment.studentName})`),
      asc(a.id),
    );
  return rows.map((row) => ({
    allocation_id: row.id,
    hostel: { name: row.hostelName },
    student: { student_name: row.studentName },
    room_name: row.roomName,
    joiningDate: row.joiningDate,
    lastPaymentMonths: row.lastPaymentMonths,
    lastPaymentDate: row.lastPaymentDate,
    months_due: row.monthsDue,
    dueAmount: paiseToRupees(row.monthsDue.length * (row.amountPaise + row.lateFeePaise)),
  }));
}
