import {
  actOnOutPass,
  assignSeats,
  cancelChildOutPass,
  getHostelDetail,
  issueOutPass,
  listChildOutPasses,
  listOutPasses,
  listSeatAvailability,
  listStaffResidents,
  outPassMessages as om,
  requestOutPass,
  residenceMessages,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSection } from '../../../test/factories/academics.ts';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { buildStudent } from '../../../test/factories/students.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { withPlatform } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'residence');
});
afterAll(() => t?.close());

const noticesTo = async (userId: number, keyLike: string) => {
  const result = await withPlatform(t.database.db, (tx) =>
    tx.execute(sql`select message from messages where tenant_id = ${s.schoolId}
      and recipient_user_id = ${userId} and notice_key like ${keyLike} order by id`),
  );
  return (result as unknown as { rows: Array<{ message: string }> }).rows.map((r) => r.message);
};

describe('hostel detail', () => {
  it('shows rooms with their residents and the totals', async () => {
    const hostel = await s.newHostel();
    const room = await s.newRoom(hostel.id, { capacity: 3 });
    const staffRoom = await s.newRoom(hostel.id, { for: 'staff', gender: 'Male', capacity: 1 });
    await s.allocate(room, await s.newStudent('Female', 'Meera Das'));
    await s.allocate(staffRoom, s.teacherId, { for: 'staff' });
    const detail = await s.warden.ok(getHostelDetail, { params: { id: hostel.id }, query: {} });
    expect(detail.hostel).toMatchObject({ id: hostel.id, name: hostel.name });
    expect(detail.totals).toEqual({ rooms: 2, beds: 4, occupied: 2, free: 2 });
    const studentRoom = detail.rooms.find((r) => r.id === room.id);
    expect(studentRoom?.residents).toEqual([
      expect.objectContaining({ name: 'Meera Das', for: 'student', detail: '6' }),
    ]);
    expect(detail.rooms.find((r) => r.id === staffRoom.id)?.residents[0]).toMatchObject({
      for: 'staff',
      detail: 'Staff',
    });
  });

  it('answers 404 for another school’s hostel and refuses a parent', async () => {
    const hostel = await s.newHostel();
    const other = await s.otherAdmin.call(getHostelDetail, {
      params: { id: hostel.id },
      query: {},
    });
    expect(other.status).toBe(404);
    const parent = await s.parent.call(getHostelDetail, { params: { id: hostel.id }, query: {} });
    expect(parent.status).toBe(403);
  });
});

describe('hostel seats per class and section', () => {
  it('keeps a quota and counts the students of the section who hold a bed', async () => {
    const section = await buildSection(t.database.db, {
      tenantId: s.schoolId,
      sessionId: s.session.id,
      classId: s.classId,
    });
    const student = await buildStudent(t.database.db, {
      tenantId: s.schoolId,
      sessionId: s.session.id,
      classId: s.classId,
      sectionId: section.id,
      gender: 'Female',
    });
    const hostel = await s.newHostel();
    await s.allocate(await s.newRoom(hostel.id), student);
    const saved = await s.warden.call(assignSeats, {
      body: {
        session_id: s.session.id,
        seats: [{ class_id: s.classId, section_id: section.id, seats: 1 }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(residenceMessages.seatsSaved);
    const rows = await s.warden.ok(listSeatAvailability, { query: { session_id: s.session.id } });
    expect(rows.find((row) => row.section_id === section.id)).toMatchObject({
      class_name: '6',
      section_name: section.name,
      total_seats: 1,
      occupied_students: 1,
      available_seats: 0,
      over_by: 0,
    });
    await s.warden.ok(assignSeats, {
      body: {
        session_id: s.session.id,
        seats: [{ class_id: s.classId, section_id: section.id, seats: 0 }],
      },
    });
    const after = await s.warden.ok(listSeatAvailability, { query: { session_id: s.session.id } });
    expect(after.find((row) => row.section_id === section.id)).toMatchObject({
      total_seats: 0,
      over_by: 1,
    });
  });

  it('refuses a section the class does not have in the session, and a negative number', async () => {
    const other = await buildSection(t.database.db, {
      tenantId: s.schoolId,
      sessionId: s.session.id,
      classId: s.classId,
    });
    const wrong = await s.warden.call(assignSeats, {
      body: {
        session_id: s.session.id,
        seats: [{ class_id: s.classId, section_id: other.id + 1000, seats: 3 }],
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(residenceMessages.classSectionNotInSession);
    const negative = await s.warden.call(assignSeats, {
      body: {
        session_id: s.session.id,
        seats: [{ class_id: s.classId, section_id: other.id, seats: -1 }],
      },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe(residenceMessages.badSeats);
  });
});

describe('staff residents', () => {
  it('lists staff with a bed, with hostel and room', async () => {
    const hostel = await s.newHostel();
    const room = await s.newRoom(hostel.id, { for: 'staff', gender: 'Male', capacity: 2 });
    const rows = await s.warden.ok(listStaffResidents, {
      query: { session_id: s.session.id, hostel_id: hostel.id },
    });
    expect(rows).toEqual([]);
    const teacherRoom = await s.allocate(room, s.wardenId, { for: 'staff' });
    const listed = await s.warden.ok(listStaffResidents, {
      query: { session_id: s.session.id, hostel_id: hostel.id },
    });
    expect(listed).toEqual([
      expect.objectContaining({
        allocation_id: teacherRoom.id,
        hostel_name: hostel.name,
        room_name: room.room_name,
        user_id: s.wardenId,
        is_discontinue: 0,
      }),
    ]);
  });
});

describe('out-passes', () => {
  const window = {
    kind: 'outing' as const,
    leave_on: '2030-01-05',
    leave_time: '10:00',
    return_on: '2030-01-05',
    return_time: '18:00',
    reason: 'Family wedding lunch',
    escort: 'Father',
  };

  it('a parent asks, the warden approves, records leaving and return; the parent is told each step', async () => {
    const hostel = await s.newHostel();
    await s.allocate(await s.newRoom(hostel.id), s.child);
    const asked = await s.parent.call(requestOutPass, { body: { ...window, student_id: s.child } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(om.requested);
    expect(asked.body.data).toMatchObject({ status: 'requested', hostel_name: hostel.name });
    const id = asked.body.data!.id;
    expect(await noticesTo(s.wardenId, `out-pass:${id}:%`)).toHaveLength(1);
    const early = await s.warden.call(actOnOutPass, {
      params: { id },
      body: { action: 'mark_out' },
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(om.notAllowed);
    for (const action of ['approve', 'mark_out', 'mark_returned'] as const)
      await s.warden.ok(actOnOutPass, { params: { id }, body: { action } });
    const mine = await s.parent.ok(listChildOutPasses, { query: { user_id: s.child } });
    expect(mine[0]).toMatchObject({ id, status: 'returned' });
    expect(mine[0]?.left_at).not.toBeNull();
    const told = await noticesTo(s.parentUserId, `out-pass:${id}:%`);
    expect(told).toHaveLength(3);
    expect(told[1]).toMatch(/^Asha Iyer left .* at \d\d:\d\d with Father\./);
    expect(told[2]).toMatch(/^Asha Iyer returned to .* at \d\d:\d\d\./);
    const desk = await s.warden.ok(listOutPasses, { query: { status: 'returned' } });
    expect(desk.list.map((row) => row.id)).toContain(id);
  });

  it('refuses another family’s child, a non-resident, an overlap and a parent on the desk', async () => {
    const stranger = await s.parent.call(requestOutPass, {
      body: { ...window, student_id: s.stranger },
    });
    expect(stranger.status).toBe(404);
    const notResident = await s.warden.call(issueOutPass, {
      body: { ...window, student_id: s.stranger },
    });
    expect(notResident.status).toBe(400);
    expect(notResident.body.message).toBe(om.notResident);
    const resident = await s.newStudent('Female');
    const hostel = await s.newHostel();
    await s.allocate(await s.newRoom(hostel.id), resident);
    await s.warden.ok(issueOutPass, { body: { ...window, student_id: resident } });
    const overlap = await s.warden.call(issueOutPass, {
      body: { ...window, leave_time: '12:00', student_id: resident },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe(om.overlapping);
    const parentOnDesk = await s.parent.call(listOutPasses, { query: {} });
    expect(parentOnDesk.status).toBe(403);
    const twoDays = await s.warden.call(issueOutPass, {
      body: { ...window, return_on: '2030-01-06', student_id: resident },
    });
    expect(twoDays.status).toBe(400);
    expect(twoDays.body.message).toBe(om.badWindow);
  });

  it('lets a parent cancel the pass they asked for before it begins', async () => {
    const asked = await s.parent.ok(requestOutPass, {
      body: { ...window, leave_on: '2030-02-01', return_on: '2030-02-01', student_id: s.child },
    });
    const cancelled = await s.parent.ok(cancelChildOutPass, { params: { id: asked.id } });
    expect(cancelled.status).toBe('cancelled');
    const again = await s.parent.call(cancelChildOutPass, { params: { id: asked.id } });
    expect(again.status).toBe(400);
  });
});
