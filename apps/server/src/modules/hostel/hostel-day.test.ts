import {
  actOnOutPass,
  addDays,
  createHostel,
  createVisitor,
  discontinueAllocation,
  getHostelDay,
  issueOutPass,
  requestOutPass,
  setVisitorOutTimes,
  todayIn,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { expectRefused } from '../../../test/helpers/parents-refused.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'hostelday');
  today = todayIn('Asia/Kolkata');
});
afterAll(() => t?.close());

const pass = (studentId: number, date: string) => ({
  student_id: studentId,
  kind: 'outing' as const,
  leave_on: date,
  leave_time: '17:00',
  return_on: date,
  return_time: '20:00',
  reason: 'Dinner with family',
  escort: 'Father',
});
const visit = (allocationId: number, date: string) => ({
  hostlier_id: allocationId,
  date,
  in_time: '10:00',
  visitor_name: ['Ravi Rao'],
  relation: ['Father'],
});

describe("the hostel's day (the warden's home)", () => {
  it('counts residents in and out, out-passes to decide and leaving today, and visitors today', async () => {
    // The warden's hostel: four residents (one a staff member) and one who left the hostel.
    const house = await s.newHostel('Day House');
    const room = await s.newRoom(house.id, { capacity: 6 });
    const child = await s.allocate(room, s.child);
    const leaving = await s.allocate(room, await s.newStudent());
    const away = await s.allocate(room, await s.newStudent());
    const gone = await s.allocate(room, await s.newStudent());
    await s.warden.ok(discontinueAllocation, { body: { id: gone.id, is_discontinue: 1 } });
    await s.allocate(await s.newRoom(house.id, { for: 'staff', gender: 'Male' }), s.teacherId, {
      for: 'staff',
    });
    // A hostel with no warden, one resident who is out.
    const other = await s.admin.ok(createHostel, {
      body: { name: 'Other House', phone: '0804123567', warden_id: null },
    });
    const outsider = await s.allocate(await s.newRoom(other.id), await s.newStudent());

    await s.parent.ok(requestOutPass, { body: pass(s.child, today) });
    await s.warden.ok(issueOutPass, { body: pass(leaving.user_id, today) });
    for (const resident of [away, outsider]) {
      const issued = await s.warden.ok(issueOutPass, { body: pass(resident.user_id, today) });
      await s.warden.ok(actOnOutPass, { params: { id: issued.id }, body: { action: 'mark_out' } });
    }
    // Today a visitor still in and one gone; yesterday's visit is not today's.
    await s.warden.ok(createVisitor, { body: visit(leaving.id, today) });
    const ended = await s.warden.ok(createVisitor, { body: visit(child.id, today) });
    await s.warden.ok(setVisitorOutTimes, {
      body: { rows: [{ id: ended.id, out_time: '11:00' }] },
    });
    await s.warden.ok(createVisitor, { body: visit(away.id, addDays(today, -1)) });

    const houseDay = {
      hostel_id: house.id,
      hostel_name: 'Day House',
      residents: 4,
      out: 1,
      out_passes_pending: 1,
      leaving_today: 1,
      visitors_today: 2,
      visitors_in: 1,
    };
    // The warden sees their own hostel only.
    expect(await s.warden.ok(getHostelDay)).toEqual({ date: today, hostels: [houseDay] });
    // The admin, warden of none, sees every hostel by name.
    expect(await s.admin.ok(getHostelDay)).toEqual({
      date: today,
      hostels: [
        houseDay,
        {
          hostel_id: other.id,
          hostel_name: 'Other House',
          residents: 1,
          out: 1,
          out_passes_pending: 0,
          leaving_today: 0,
          visitors_today: 0,
          visitors_in: 0,
        },
      ],
    });
  });

  it('keeps parents and staff without the residents pages out; another school sees none of it', async () => {
    await expectRefused(s.parent.call(getHostelDay), "Only hostel staff can see the hostel's day.");
    expect((await s.accountant.call(getHostelDay)).status).toBe(403);
    expect(await s.otherAdmin.ok(getHostelDay)).toMatchObject({ hostels: [] });
  });
});
