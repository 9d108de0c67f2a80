import {
  getStaffUsers,
  getStudent,
  getUsersOfRole,
  listStudents,
  studentMessages,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../../../test/factories/auth.ts';
import { buildFamiliesSchool, grantPages } from '../../../test/factories/families.ts';
import { type Client, signedInClient } from '../../../test/helpers/call.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildFamiliesSchool>>;
const as: Record<string, Client> = {};
const subdomain = 'families';
const studentsPage = 412;
const manageStudentsPage = 413;

beforeAll(async () => {
  t = await createTestApp();
  school = await buildFamiliesSchool(t.database.db, subdomain);
  const tenantId = school.school.id;
  // The school opens the Students page to drivers, and Manage Students to librarians.
  await grantPages(t.database.db, tenantId, 8, [studentsPage]);
  await grantPages(t.database.db, tenantId, 7, [studentsPage, manageStudentsPage]);
  for (const role of ['admin', 'accountant', 'teacher', 'routine', 'idle', 'driver', 'librarian'])
    as[role] = await signedInClient(t, subdomain, `${role}@${subdomain}`, testPassword);
});
afterAll(() => t?.close());

const mobilesOf = async (client: Client, id: number) => {
  const student = await client.ok(getStudent, { params: { id } });
  return [student.father?.mobile, student.mother?.mobile].filter(Boolean);
};
const listedNames = async (client: Client) =>
  (await client.ok(listStudents, { query: {} })).list.map((row) => row.student_name).sort();
const parentIds = async (client: Client) =>
  (await client.ok(getUsersOfRole, { query: { selectedRole: 4 } })).map((u) => u.user_id).sort();

describe("least privilege for families' data", () => {
  it("a class teacher sees their class's families and none of another class", async () => {
    expect(await mobilesOf(as.teacher!, school.asha)).toEqual(['9811100001', '9811100002']);
    const other = await as.teacher!.call(getStudent, { params: { id: school.ravi } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(studentMessages.notYourFamily);
    expect(await listedNames(as.teacher!)).toEqual(['Asha Rao']);
    const listed = await as.teacher!.ok(listStudents, { query: { search: '98222' } });
    expect(listed.list).toEqual([]);
    expect(await parentIds(as.teacher!)).toEqual(
      [school.ashaFather.user.id, school.ashaMother.user.id].sort(),
    );
  });

  it("a teacher with periods in a class's routine sees that class's families", async () => {
    expect(await mobilesOf(as.routine!, school.ravi)).toEqual(['9822200001']);
    expect((await as.routine!.call(getStudent, { params: { id: school.asha } })).status).toBe(403);
    expect(await listedNames(as.routine!)).toEqual(['Ravi Kumar']);
    expect(await parentIds(as.routine!)).toEqual([school.raviFather.user.id]);
  });

  it('a teacher of no class sees no family', async () => {
    expect((await as.idle!.call(getStudent, { params: { id: school.asha } })).status).toBe(403);
    expect(await listedNames(as.idle!)).toEqual([]);
    expect(await parentIds(as.idle!)).toEqual([]);
  });

  it('the admin, the accountant and a role granted Manage Students see every family', async () => {
    const all = [
      school.ashaFather.user.id,
      school.ashaMother.user.id,
      school.raviFather.user.id,
    ].sort();
    for (const role of ['admin', 'accountant', 'librarian']) {
      const client = as[role]!;
      expect(await mobilesOf(client, school.ravi)).toEqual(['9822200001']);
      expect(await mobilesOf(client, school.asha)).toEqual(['9811100001', '9811100002']);
      expect(await listedNames(client)).toEqual(['Asha Rao', 'Ravi Kumar']);
    }
    expect(await parentIds(as.admin!)).toEqual(all);
    expect(await parentIds(as.accountant!)).toEqual(all);
  });

  it('a driver, even with the Students page, sees no family', async () => {
    for (const id of [school.asha, school.ravi]) {
      const answer = await as.driver!.call(getStudent, { params: { id } });
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('98');
    }
    expect(await listedNames(as.driver!)).toEqual([]);
    expect(
      (await as.driver!.call(getUsersOfRole, { query: { selectedRole: 4 } })).body.data,
    ).toEqual([]);
  });

  it('staff user names go only to those who manage staff', async () => {
    const asDriver = await as.driver!.ok(getStaffUsers);
    expect(asDriver.map((u) => u.full_name)).toContain(school.staff.teacher.fullName);
    expect(asDriver.every((u) => u.username === null)).toBe(true);
    const teachers = await as.teacher!.ok(getUsersOfRole, { query: { selectedRole: 6 } });
    expect(teachers.length).toBe(3);
    expect(teachers.every((u) => u.username === null)).toBe(true);
    const asAdmin = await as.admin!.ok(getStaffUsers);
    expect(asAdmin.map((u) => u.username)).toContain(`driver@${subdomain}`);
    expect(asAdmin.every((u) => u.username !== null)).toBe(true);
  });
});
