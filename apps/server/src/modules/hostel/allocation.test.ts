import {
  allocateRoom,
  deleteAllocation,
  discontinueAllocation,
  hostelReport,
  listAllocations,
  listRoomOptions,
  listRoomStudents,
  hostelMessages as m,
  parentRoomCard,
  roomDetail,
  searchResidents,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'beds');
});
afterAll(() => t?.close());

const body = (
  room: { id: number; hostel_id: number },
  userId: unknown,
  extra: Record<string, unknown> = {},
) => ({
  session_id: s.session.id,
  hostel_id: room.hostel_id,
  hostel_room_id: room.id,
  user_id: userId,
  for: 'student' as const,
  date_of_joining: `${s.startYear}-04-01`,
  ...extra,
});

describe('allocation', () => {
  it('gives a student and a staff member a bed; the lists show them with class and roll', async () => {
    const hostel = await s.newHostel();
    const room = await s.newRoom(hostel.id);
    const staffRoom = await s.newRoom(hostel.id, { for: 'staff', gender: 'Male' });
    const options = await s.warden.ok(searchResidents, {
      query: { session_id: s.session.id, for: 'student', search: 'Asha' },
    });
    expect(options).toEqual([{ id: s.child, name: 'Asha Iyer', detail: '6', gender: 'Female' }]);
    const row = await s.allocate(room, s.child);
    expect(row).toMatchObject({
      hostel_room_id: room.id,
      user_id: s.child,
      for: 'student',
      is_discontinue: 0,
      hostelName: hostel.name,
      hostelRoom: { room_name: room.room_name },
      studentDetail: { id: s.child, name: 'Asha Iyer', class_name: '6' },
      userDetail: null,
      amount: null,
      paid_months: [],
      sessionDetail: { start_year: s.startYear, end_year: s.startYear + 1 },
    });
    const staff = await s.allocate(staffRoom, s.teacherId, { for: 'staff' });
    expect(staff.userDetail).toMatchObject({ id: s.teacherId, user_name: 'teacher@beds' });
    const listed = await s.warden.ok(listAllocations, {
      query: { session_id: s.session.id, hostel_id: hostel.id },
    });
    expect(listed.list.map((item) => item.user_id).sort()).toEqual([s.child, s.teacherId].sort());
    const inRoom = await s.warden.ok(listRoomStudents, {
      query: { session_id: s.session.id, hostel_id: hostel.id, hostel_room_id: room.id },
    });
    expect(inRoom.map((item) => item.user_id)).toEqual([s.child]);
    const roomOptions = await s.warden.ok(listRoomOptions, {
      query: { session_id: s.session.id, hostel_id: hostel.id, hostelFor: 'staff' },
    });
    expect(roomOptions.map((item) => [item.id, item.seat_left])).toEqual([[staffRoom.id, 3]]);
    const again = await s.warden.ok(searchResidents, {
      query: { session_id: s.session.id, for: 'student', search: 'Asha' },
    });
    expect(again).toEqual([]);
  });

  it('says what is missing (§5)', async () => {
    const room = await s.newRoom((await s.newHostel()).id);
    await s.warden.refused(
      allocateRoom,
      { body: body(room, s.stranger, { session_id: '' }) },
      'session_id',
      m.sessionRequired,
    );
    await s.warden.refused(
      allocateRoom,
      { body: body(room, s.stranger, { date_of_joining: '' }) },
      'date_of_joining',
      m.joiningRequired,
    );
    await s.warden.refused(
      allocateRoom,
      { body: body(room, '', { for: 'staff' }) },
      'user_id',
      m.staffRequired,
    );
    await s.warden.refused(allocateRoom, { body: body(room, null) }, 'user_id', m.studentRequired);
    await s.warden.refused(
      allocateRoom,
      { body: body(room, s.stranger, { date_of_joining: `${s.startYear + 2}-01-01` }) },
      'date_of_joining',
      m.joiningOutsideSession,
    );
  });

  it('refuses a room of another kind or gender', async () => {
    const hostel = await s.newHostel();
    const boys = await s.newRoom(hostel.id, { gender: 'Male' });
    const staffRoom = await s.newRoom(hostel.id, { for: 'staff' });
    await s.warden.refused(
      allocateRoom,
      { body: body(boys, await s.newStudent('Female')) },
      'hostel_room_id',
      m.roomOtherGender,
    );
    await s.warden.refused(
      allocateRoom,
      { body: body(staffRoom, await s.newStudent()) },
      'hostel_room_id',
      m.roomOtherKind,
    );
    expect((await s.allocate(boys, await s.newStudent('Male'))).gender).toBe('Male');
  });

  it('gives the last bed once when 20 allocations race for it', async () => {
    const room = await s.newRoom((await s.newHostel()).id, { capacity: 1 });
    const students: number[] = [];
    for (let index = 0; index < 20; index += 1) students.push(await s.newStudent());
    const answers = await Promise.all(
      students.map((student) => s.warden.call(allocateRoom, { body: body(room, student) })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(19).fill([409, m.roomFull]),
    );
    expect(await s.warden.ok(roomDetail, { params: { roomId: room.id } })).toMatchObject({
      occupied: 1,
      seat_left: 0,
    });
  });

  it('keeps one active bed per person per session, also under a race', async () => {
    const hostel = await s.newHostel();
    const rooms = [
      await s.newRoom(hostel.id),
      await s.newRoom(hostel.id),
      await s.newRoom(hostel.id),
    ];
    const student = await s.newStudent();
    const answers = await Promise.all(
      rooms.map((room) => s.warden.call(allocateRoom, { body: body(room, student) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.body.message === m.alreadyAllocated),
    ).toBe(true);
  });

  it('discontinues (the bed is free again, once) and deletes', async () => {
    const room = await s.newRoom((await s.newHostel()).id, { capacity: 1 });
    const first = await s.allocate(room, await s.newStudent());
    const full = await s.warden.call(allocateRoom, { body: body(room, await s.newStudent()) });
    expect(full.status).toBe(409);
    const gone = await s.warden.ok(discontinueAllocation, {
      body: { id: first.id, is_discontinue: 1 },
    });
    expect(gone.is_discontinue).toBe(1);
    const twice = await s.warden.call(discontinueAllocation, {
      body: { id: first.id, is_discontinue: 1 },
    });
    expect([twice.status, twice.body.message]).toEqual([400, m.alreadyDiscontinued]);
    await s.warden.refused(
      discontinueAllocation,
      { body: { id: first.id, is_discontinue: 0 } },
      'is_discontinue',
      m.onlyDiscontinue,
    );
    const next = await s.allocate(room, await s.newStudent());
    const active = await s.warden.ok(listAllocations, {
      query: { session_id: s.session.id, hostel_room_id: room.id, include_discontinued: 'false' },
    });
    expect(active.list.map((row) => row.id)).toEqual([next.id]);
    await s.warden.ok(deleteAllocation, { params: { id: next.id } });
    expect((await s.warden.call(deleteAllocation, { params: { id: next.id } })).status).toBe(404);
  });

  it('reports the residents of a hostel, and says which filter is missing', async () => {
    const hostel = await s.newHostel();
    const room = await s.newRoom(hostel.id, { name: 'Report-1' });
    const student = await s.newStudent('Female', 'Chitra Rao');
    await s.allocate(room, student);
    const report = await s.warden.ok(hostelReport, {
      query: { session_id: s.session.id, hostel_id: hostel.id, for: 'student' },
    });
    expect(report).toEqual({
      count: 1,
      list: [
        {
          hostel: hostel.name,
          room: 'Report-1',
          for: 'student',
          gender: 'Female',
          name: 'Chitra Rao',
          class_section: '6',
          roll_number: null,
        },
      ],
    });
    await s.warden.refused(
      hostelReport,
      { query: { session_id: s.session.id, for: 'student' } },
      'hostel_id',
      m.reportHostelRequired,
    );
    await s.warden.refused(
      hostelReport,
      { query: { session_id: s.session.id, hostel_id: hostel.id, for: '' as never } },
      'for',
      m.reportForRequired,
    );
  });
});

describe('the parent’s room card', () => {
  it('shows the parent their own child’s room, and no one else’s', async () => {
    const hostel = await s.newHostel('Parent Card House');
    const room = await s.newRoom(hostel.id, { name: 'PC-7' });
    await s.allocate(room, s.stranger);
    const card = await s.warden.call(parentRoomCard, {
      query: { user_id: s.stranger, session_id: s.session.id },
    });
    expect(card.body.data).toMatchObject({ student_name: 'Bala Menon', room_name: 'PC-7' });
    const notMine = await s.parent.call(parentRoomCard, {
      query: { user_id: s.stranger, session_id: s.session.id },
    });
    expect([notMine.status, notMine.body.message]).toEqual([404, m.studentNotFound]);
    expect(
      (await s.parent.call(listAllocations, { query: { session_id: s.session.id } })).status,
    ).toBe(403);
    expect((await s.parent.call(allocateRoom, { body: body(room, s.child) })).status).toBe(403);
  });

  it('shows hostel, address, room, warden and phone', async () => {
    const hostel = await s.newHostel('Kaveri House');
    const room = await s.newRoom(hostel.id, { name: 'K-12' });
    const already = await s.warden.ok(listAllocations, { query: { session_id: s.session.id } });
    const mine = already.list.find((row) => row.user_id === s.child && row.is_discontinue === 0);
    // The first test gave the child a bed: discontinued, the card is empty.
    await s.warden.ok(discontinueAllocation, { body: { id: mine!.id, is_discontinue: 1 } });
    expect(
      await s.parent.ok(parentRoomCard, { query: { user_id: s.child, session_id: s.session.id } }),
    ).toBeNull();
    await s.allocate(room, s.child, { joining: `${s.startYear}-06-15` });
    const card = await s.parent.ok(parentRoomCard, {
      query: { user_id: s.child, session_id: s.session.id },
    });
    expect(card).toEqual({
      student_name: 'Asha Iyer',
      hostel_name: 'Kaveri House',
      hostel_address: 'Campus road',
      room_name: 'K-12',
      warden: s.wardenName,
      phone: '0804123567',
      date_of_joining: `${s.startYear}-06-15`,
    });
  });
});
