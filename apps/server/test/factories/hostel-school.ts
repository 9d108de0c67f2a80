import {
  academicStartYear,
  allocateRoom,
  createFeeSetup,
  createHostel,
  createRoom,
  todayIn,
} from '@shala/contracts';
import { type Client, signedInClient } from '../helpers/call.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { buildClass, buildSession } from './academics.ts';
import { buildUser, testPassword } from './auth.ts';
import { buildSchool } from './schools.ts';
import { buildParent, buildStudent } from './students.ts';

let sequence = 0;

/**
 * A school for the hostel's tests: last academic year's session (April to March, wholly in the
 * past, so every month's last day has passed), class 6, a warden, an accountant, an admin, a
 * parent of one child (`child`), another child (`stranger`) and a teacher (a staff resident);
 * beside it another school with its admin. Helpers add hostels, rooms, fee setups and beds.
 */
export async function buildHostelSchool(t: TestApp, subdomain: string) {
  const db = t.database.db;
  const startYear = academicStartYear(todayIn('Asia/Kolkata')) - 1;
  const school = await buildSchool(db, { subdomain });
  const otherSchool = await buildSchool(db, { subdomain: `${subdomain}-other` });
  const session = await buildSession(db, school.id, {
    startDate: `${startYear}-04-01`,
    endDate: `${startYear + 1}-03-31`,
    isCurrent: true,
  });
  const place = {
    tenantId: school.id,
    sessionId: session.id,
    classId: (await buildClass(db, school.id, { name: '6' })).id,
  };
  const child = await buildStudent(db, { ...place, name: 'Asha Iyer' });
  const stranger = await buildStudent(db, { ...place, name: 'Bala Menon' });
  const { user: parentUser } = await buildParent(db, school.id, [child]);
  const warden = await buildUser(db, school.id, {
    username: `warden@${subdomain}`,
    roleId: 9,
  });
  await buildUser(db, school.id, { username: `accountant@${subdomain}`, roleId: 5 });
  await buildUser(db, school.id, { username: `admin@${subdomain}` });
  const teacher = await buildUser(db, school.id, { username: `teacher@${subdomain}`, roleId: 6 });
  await buildUser(db, otherSchool.id, { username: `admin@${subdomain}-other` });
  const signIn = (host: string, username: string) =>
    signedInClient(t, host, username, testPassword);
  const wardenClient: Client = await signIn(subdomain, `warden@${subdomain}`);
  const accountant = await signIn(subdomain, `accountant@${subdomain}`);
  const admin = await signIn(subdomain, `admin@${subdomain}`);
  const teacherClient = await signIn(subdomain, `teacher@${subdomain}`);
  const parent = await signIn(subdomain, parentUser.username);
  const otherAdmin = await signIn(`${subdomain}-other`, `admin@${subdomain}-other`);

  const newStudent = (gender: 'Male' | 'Female' = 'Female', name?: string) =>
    buildStudent(db, { ...place, gender, name });
  const newHostel = async (name?: string) => {
    sequence += 1;
    return wardenClient.ok(createHostel, {
      body: {
        name: name ?? `Hostel ${sequence}`,
        address: 'Campus road',
        phone: '0804123567',
        warden_id: warden.id,
      },
    });
  };
  const newRoom = async (
    hostelId: number,
    options: {
      capacity?: number;
      for?: 'student' | 'staff';
      gender?: 'Male' | 'Female';
      name?: string;
    } = {},
  ) => {
    sequence += 1;
    return wardenClient.ok(createRoom, {
      body: {
        session_id: session.id,
        hostel_id: hostelId,
        room_name: options.name ?? `R-${sequence}`,
        capacity: options.capacity ?? 4,
        for: options.for ?? 'student',
        gender: options.gender ?? 'Female',
      },
    });
  };
  /** ₹5,000 a month, late fee ₹200 after the 10th, unless told. */
  const newFeeSetup = (
    hostelId: number,
    terms: { amount?: number; late_fee?: number; last_day?: number } = {},
  ) =>
    accountant.ok(createFeeSetup, {
      body: {
        session_id: session.id,
        hostel_id: hostelId,
        amount: terms.amount ?? 5000,
        late_fee: terms.late_fee ?? 200,
        last_day_of_submission: terms.last_day ?? 10,
        currency: 'INR',
        currency_symbol: '₹',
      },
    });
  const allocate = (
    room: { id: number; hostel_id: number },
    userId: number,
    options: { for?: 'student' | 'staff'; joining?: string } = {},
  ) =>
    wardenClient.ok(allocateRoom, {
      body: {
        session_id: session.id,
        hostel_id: room.hostel_id,
        hostel_room_id: room.id,
        user_id: userId,
        for: options.for ?? 'student',
        date_of_joining: options.joining ?? `${startYear}-04-01`,
      },
    });
  return {
    startYear,
    schoolId: school.id,
    session,
    classId: place.classId,
    warden: wardenClient,
    wardenId: warden.id,
    wardenName: `Test warden@${subdomain}`,
    accountant,
    admin,
    teacher: teacherClient,
    teacherId: teacher.id,
    parent,
    parentUserId: parentUser.id,
    otherAdmin,
    child,
    stranger,
    newStudent,
    newHostel,
    newRoom,
    newFeeSetup,
    allocate,
  };
}
