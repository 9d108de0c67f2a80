import {
  getCurrentSession,
  getStudentDues,
  getStudentFeeSchedule,
  getStudentsOfParent,
  listChildrenMonth,
  listTasks,
  todayIn,
} from '@shala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolIdOf } from '../../test/guards/demo-schools.ts';
import { signedInClient } from '../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { withPlatform } from '../platform/db/tenant-scope.ts';
import { demoSchools } from './demo-data.ts';

/** The demo is one school a year into use: its parts agree with each other and with today. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t?.close());

async function rows<T>(query: SQL): Promise<T[]> {
  const answer = await withPlatform(t.database.db, (tx) => tx.execute(query));
  return (answer as unknown as { rows: T[] }).rows;
}

describe.each(demoSchools.map((school) => school.subdomain))('the demo school %s', (subdomain) => {
  it("charges every student their class's fee structure, in the plan their payments fixed", async () => {
    const admin = await signedInClient(t, subdomain, `admin@${subdomain}`);
    const session = await admin.ok(getCurrentSession);
    const schoolId = await schoolIdOf(t, subdomain);
    const students = await rows<{ student_id: number }>(sql`
      select sp.student_id from student_programs sp
      join students s on s.tenant_id = sp.tenant_id and s.id = sp.student_id
      where sp.tenant_id = ${schoolId} and sp.session_id = ${session.id} and s.status = 'ACTIVE'
      order by sp.student_id`);
    expect(students.length).toBeGreaterThan(10);
    let late = 0;
    let owing = 0;
    let lastDaysPassed = 0;
    for (const { student_id } of students) {
      const query = { session_id: session.id, student_id: Number(student_id) };
      const schedule = await admin.ok(getStudentFeeSchedule, { query });
      const dues = await admin.ok(getStudentDues, { query: { student_id: query.student_id } });
      expect(dues).toMatchObject({ plan: 'quarterly', plan_fixed: true });
      expect(dues.total_paid).toBeGreaterThan(0);
      const quarters = schedule!.installments.filter((i) => i.plan === 'quarterly');
      const fees = dues.dues.filter((due) => due.source === 'school_fee');
      expect(fees.map((due) => due.due_key)).toEqual(quarters.map((q) => q.key));
      for (const [index, quarter] of quarters.entries()) {
        const due = fees[index]!;
        expect(due, quarter.key).toMatchObject({
          label: quarter.label,
          due_date: quarter.due_date,
          amount: quarter.amount,
          concession: quarter.concession,
        });
        if (due.late_fee > 0) expect(due.late_fee).toBe(quarter.late_fee);
        if (due.late_fee > 0 && due.balance === 0) late += 1;
        if (due.due_date < dues.as_of && due.balance > 0) owing += 1;
      }
      lastDaysPassed = fees.filter((due) => due.due_date < dues.as_of).length;
    }
    // Once a quarter after the first is past its last day: some paid it late, some owe it.
    if (lastDaysPassed > 1) {
      expect(late).toBeGreaterThan(0);
      expect(owing).toBeGreaterThan(0);
    }
  });

  it("shows the parent their children's attendance, homework for today; the bus takes day scholars", async () => {
    const parent = await signedInClient(t, subdomain, `parent@${subdomain}`);
    const children = await parent.ok(getStudentsOfParent, { query: {} });
    expect(children).toHaveLength(2);
    const schoolId = await schoolIdOf(t, subdomain);
    const today = todayIn('Asia/Kolkata');
    const marked = await rows<{ days: number; present: number }>(sql`
      select count(*)::int as days, count(*) filter (where status <> 'absent')::int as present
      from student_attendance
      where tenant_id = ${schoolId} and student_id = ${children[0]!.student_id}
        and date < ${today}`);
    expect(marked[0]!.days).toBeGreaterThan(20);
    expect(marked[0]!.present).toBeGreaterThan(marked[0]!.days / 2);
    // Days of an approved leave are marked on leave.
    const [onLeave] = await rows<{ leave: number; other: number }>(sql`
      select count(*) filter (where a.status = 'leave')::int as leave,
        count(*) filter (where a.status <> 'leave')::int as other
      from student_attendance a join student_leaves l on l.tenant_id = a.tenant_id
        and l.student_id = a.student_id and a.date between l.start_date and l.to_date
      where a.tenant_id = ${schoolId} and l.status = 'approved'`);
    expect(onLeave).toMatchObject({ other: 0 });
    expect(onLeave!.leave).toBeGreaterThan(0);
    // The home's "N of M days" this month: every mark of the month so far (school days only).
    const [month] = await parent.ok(listChildrenMonth);
    const [thisMonth] = await rows<{ days: number }>(sql`
      select count(*)::int as days from student_attendance
      where tenant_id = ${schoolId} and student_id = ${month!.student_id}
        and date >= date_trunc('month', ${today}::date) and date <= ${today}`);
    expect(month!.total).toBe(thisMonth!.days);
    if (Number(today.slice(8)) > 10) expect(month!.total).toBeGreaterThan(0);

    const homework = await parent.ok(listTasks, { query: { type: 'homework', date: today } });
    expect(homework.some((task) => task.created_date === today)).toBe(true);

    const both = await rows<{ student_id: number }>(sql`
      select h.student_id from hostel_allocations h
      join transport_allocations r on r.tenant_id = h.tenant_id and r.student_id = h.student_id
        and r.session_id = h.session_id
      where h.tenant_id = ${schoolId} and not h.is_discontinue`);
    expect(both).toEqual([]);
    const counts = await rows<{ boarders: number; riders: number }>(sql`
      select (select count(*)::int from hostel_allocations
          where tenant_id = ${schoolId} and student_id is not null) as boarders,
        (select count(*)::int from transport_allocations where tenant_id = ${schoolId}) as riders`);
    expect(counts[0]!.boarders).toBeGreaterThan(0);
    expect(counts[0]!.riders).toBeGreaterThan(0);
  });

  it('has marks of an exam held, and library books out with some overdue', async () => {
    const schoolId = await schoolIdOf(t, subdomain);
    const today = todayIn('Asia/Kolkata');
    const [marks] = await rows<{ count: number }>(sql`
      select count(*)::int as count from exam_marks m
      join exams e on e.tenant_id = m.tenant_id and e.id = m.exam_id
      where m.tenant_id = ${schoolId} and e.exam_date < ${today}`);
    expect(marks!.count).toBeGreaterThan(0);
    const [issues] = await rows<{ out: number; overdue: number }>(sql`
      select count(*)::int as out, count(*) filter (where due_date < ${today})::int as overdue
      from library_issues where tenant_id = ${schoolId} and returned_on is null`);
    expect(issues!.out).toBeGreaterThan(1);
    expect(issues!.overdue).toBeGreaterThan(0);
  });
});
