import {
  createHostel,
  createRoom,
  deleteHostel,
  deleteRoom,
  listHostels,
  listRooms,
  listRoomsOfHostel,
  listWardens,
  hostelMessages as m,
  type RoomRow,
  roomDetail,
  updateHostel,
  updateRoom,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostelSchool } from '../../../test/factories/hostel-school.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildHostelSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildHostelSchool(t, 'hostels');
});
afterAll(() => t?.close());

describe('hostels', () => {
  it('adds, lists in pages of 15, edits and deletes a hostel with its warden', async () => {
    const wardens = await s.warden.ok(listWardens);
    expect(wardens).toEqual([{ label: s.wardenName, value: s.wardenId }]);
    const hostel = await s.newHostel('Nilgiri House');
    expect(hostel).toMatchObject({
      name: 'Nilgiri House',
      phone: '0804123567',
      warden_id: s.wardenId,
      wardenUser: { user_name: 'warden@hostels', full_name: s.wardenName },
    });
    for (let index = 0; index < 15; index += 1)
      await s.newHostel(`Block ${String(index).padStart(2, '0')}`);
    const first = await s.warden.ok(listHostels, { query: {} });
    expect(first.list).toHaveLength(15);
    expect(first.count).toBe(16);
    const second = await s.accountant.ok(listHostels, { query: { skip: 15 } });
    expect(second.list.map((row) => row.name)).toEqual(['Nilgiri House']);
    // The warden's user name (half of a sign-in) only to those who manage staff.
    const wardenOf = async (client: typeof s.admin) =>
      (await client.ok(listHostels, { query: { skip: 15 } })).list[0]!.wardenUser;
    expect(await wardenOf(s.admin)).toEqual({
      user_name: 'warden@hostels',
      full_name: s.wardenName,
    });
    for (const client of [s.parent, s.warden, s.accountant])
      expect(await wardenOf(client)).toEqual({ user_name: null, full_name: s.wardenName });

    const updated = await s.warden.ok(updateHostel, {
      body: {
        id: hostel.id,
        name: 'Nilgiri Hall',
        address: 'North gate',
        phone: '0804000000',
        warden_id: null,
      },
    });
    expect(updated).toMatchObject({
      name: 'Nilgiri Hall',
      address: 'North gate',
      wardenUser: null,
    });
    await s.warden.ok(deleteHostel, { params: { id: hostel.id } });
    expect((await s.warden.call(deleteHostel, { params: { id: hostel.id } })).status).toBe(404);
  });

  it('says what is missing or wrong', async () => {
    await s.warden.refused(
      createHostel,
      { body: { name: ' ', phone: '0804123567' } },
      'name',
      m.hostelNameRequired,
    );
    await s.warden.refused(
      createHostel,
      { body: { name: 'X House', phone: '' } },
      'phone',
      m.phoneRequired,
    );
    await s.warden.refused(
      updateHostel,
      { body: { id: 1, name: '', phone: '080412' } },
      'name',
      m.hostelNameRequired,
    );
    await s.warden.refused(
      createHostel,
      { body: { name: 'Y House', phone: '0804123567', warden_id: s.teacherId } },
      'warden_id',
      m.wardenNotFound,
    );
    await s.newHostel('Twin House');
    await s.warden.refused(
      createHostel,
      { body: { name: 'twin house', phone: '0804123567' } },
      'name',
      m.hostelExists,
    );
  });

  it('keeps a hostel with rooms', async () => {
    const hostel = await s.newHostel();
    await s.newRoom(hostel.id);
    const answer = await s.warden.call(deleteHostel, { params: { id: hostel.id } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.hostelInUse);
  });

  it('is closed to roles without hostel pages and to other schools', async () => {
    const hostel = await s.newHostel();
    expect((await s.teacher.call(listHostels, { query: {} })).status).toBe(403);
    expect(
      (await s.teacher.call(createHostel, { body: { name: 'Z', phone: '0804123567' } })).status,
    ).toBe(403);
    expect(
      (await s.accountant.call(createHostel, { body: { name: 'Z', phone: '0804123567' } })).status,
    ).toBe(403);
    const other = await s.otherAdmin.ok(listHostels, { query: {} });
    expect(other.list).toEqual([]);
    expect((await s.otherAdmin.call(deleteHostel, { params: { id: hostel.id } })).status).toBe(404);
  });
});

describe('rooms', () => {
  it('adds rooms with beds, counts occupied and seats left, edits and deletes', async () => {
    const hostel = await s.newHostel();
    const room = await s.newRoom(hostel.id, { name: 'G-1', capacity: 3 });
    expect(room).toMatchObject({
      hostel_id: hostel.id,
      hostelName: hostel.name,
      room_name: 'G-1',
      capacity: 3,
      for: 'student',
      gender: 'Female',
      session_id: s.session.id,
      occupied: 0,
      seat_left: 3,
    });
    await s.allocate(room, await s.newStudent());
    expect(await s.warden.ok(roomDetail, { params: { roomId: room.id } })).toMatchObject({
      occupied: 1,
      seat_left: 2,
    });
    const ofHostel = await s.warden.ok(listRoomsOfHostel, {
      params: { hostelId: hostel.id },
      query: { session_id: s.session.id },
    });
    expect(ofHostel.map((row) => [row.room_name, row.occupied])).toEqual([['G-1', 1]]);
    const page = await s.warden.ok(listRooms, { query: { hostel_id: hostel.id } });
    expect(page).toMatchObject({ count: 1, list: [{ id: room.id, seat_left: 2 }] });

    const updated = await s.warden.ok(updateRoom, {
      body: { ...roomBody(room), room_name: 'G-1A', capacity: '5' },
    });
    expect(updated).toMatchObject({ room_name: 'G-1A', capacity: 5, seat_left: 4 });
    const free = await s.newRoom(hostel.id);
    await s.warden.ok(deleteRoom, { params: { id: free.id } });
    expect((await s.warden.call(roomDetail, { params: { roomId: free.id } })).status).toBe(404);
  });

  it('says what is missing or wrong with a room (§5)', async () => {
    const hostel = await s.newHostel();
    const body = {
      session_id: s.session.id,
      hostel_id: hostel.id,
      room_name: 'A-1',
      capacity: 4,
      for: 'student' as const,
      gender: 'Male' as const,
    };
    await s.warden.refused(
      createRoom,
      { body: { ...body, room_name: '' } },
      'room_name',
      m.roomRequired,
    );
    await s.warden.refused(
      createRoom,
      { body: { ...body, capacity: '' } },
      'capacity',
      m.bedsRequired,
    );
    await s.warden.refused(
      createRoom,
      { body: { ...body, capacity: 51 } },
      'capacity',
      m.bedsTooMany,
    );
    await s.warden.refused(
      createRoom,
      { body: { ...body, capacity: '4a' } },
      'capacity',
      m.bedsDigits,
    );
    await s.warden.refused(
      createRoom,
      { body: { ...body, capacity: '-3' } },
      'capacity',
      m.bedsDigits,
    );
    await s.warden.refused(
      createRoom,
      { body: { ...body, gender: '' as never } },
      'gender',
      m.genderRequired,
    );
    await s.warden.refused(
      createRoom,
      { body: { ...body, for: 'guest' as never } },
      'for',
      m.selectOne,
    );
    expect((await s.warden.ok(createRoom, { body: { ...body, capacity: '50' } })).capacity).toBe(
      50,
    );
    await s.warden.refused(
      createRoom,
      { body: { ...body, room_name: 'a-1' } },
      'room_name',
      m.roomExists,
    );
  });

  it('never drops beds below those taken, nor changes a taken room’s kind, nor deletes it', async () => {
    const hostel = await s.newHostel();
    const room = await s.newRoom(hostel.id, { capacity: 2 });
    await s.allocate(room, await s.newStudent());
    await s.allocate(room, await s.newStudent());
    await s.warden.refused(
      updateRoom,
      { body: { ...roomBody(room), capacity: 1 } },
      'capacity',
      m.bedsBelowOccupied,
    );
    const kind = await s.warden.call(updateRoom, { body: { ...roomBody(room), gender: 'Male' } });
    expect(kind.body.message).toBe(m.roomKindLocked);
    const gone = await s.warden.call(deleteRoom, { params: { id: room.id } });
    expect([gone.status, gone.body.message]).toEqual([400, m.roomInUse]);
  });
});

function roomBody(room: RoomRow) {
  return {
    id: room.id,
    session_id: room.session_id,
    hostel_id: room.hostel_id,
    room_name: room.room_name,
    capacity: room.capacity as number | string,
    for: room.for,
    gender: room.gender,
  };
}
