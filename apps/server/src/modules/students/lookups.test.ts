import {
  getAssignedTeachers,
  getStudentsOfParent,
  getTeacherStudents,
  getUsersOfRole,
  listStudents,
  searchStudents,
  searchStudentsByClassAndSection,
  setClassTeacher,
  setSubjectTeacher,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, fieldErrorsOf, signedInClient } from '../../../test/helpers/call.ts';
import { platformQuery, schoolRows } from '../../../test/helpers/school-rows.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * Student lookups are scoped twice: to the school of the host, and for parents to their own
 * children. Greenwood's demo father (parent@greenwood) has two children in different classes.
 */
let t: TestApp;
let admin: Client;
let teacher: Client;
let parent: Client;
let riverside: Client;
let greenwood: Awaited<ReturnType<typeof schoolRows>>;
let parentUserId: number;
let ownChildren: number[];
let otherStudent: { id: number; class_id: number; section_id: number | null };
let otherParentId: number;

const ids = (list: Array<{ student_id: number }>) =>
  list.map((row) => row.student_id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  teacher = await signedInClient(t, 'greenwood', 'teacher@greenwood');
  parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
  riverside = await signedInClient(t, 'riverside', 'admin@riverside');
  greenwood = await schoolRows(t, 'greenwood');
  const [me] = await platformQuery<{ id: number }>(
    t,
    sql`select id from users where tenant_id = ${greenwood.tenantId} and username = 'parent@greenwood'`,
  );
  parentUserId = Number(me!.id);
  const children = await platformQuery<{ student_id: number }>(
    t,
    sql`select sp.student_id from student_parents sp join parents p on p.tenant_id = sp.tenant_id and p.id = sp.parent_id where p.tenant_id = ${greenwood.tenantId} and p.user_id = ${parentUserId} order by 1`,
  );
  ownChildren = children.map((row) => Number(row.student_id));
  const [other] = await platformQuery<{ id: number; class_id: number; section_id: number | null }>(
    t,
    sql`select s.id, p.class_id, p.section_id from students s join student_programs p on p.tenant_id = s.tenant_id and p.student_id = s.id and p.session_id = ${greenwood.session.id} where s.tenant_id = ${greenwood.tenantId} and s.id not in (select sp.student_id from student_parents sp join parents pa on pa.tenant_id = sp.tenant_id and pa.id = sp.parent_id where pa.user_id = ${parentUserId}) order by s.id limit 1`,
  );
  otherStudent = {
    id: Number(other!.id),
    class_id: Number(other!.class_id),
    section_id: other!.section_id === null ? null : Number(other!.section_id),
  };
  const [otherParent] = await platformQuery<{ user_id: number }>(
    t,
    sql`select p.user_id from student_parents sp join parents p on p.tenant_id = sp.tenant_id and p.id = sp.parent_id where sp.tenant_id = ${greenwood.tenantId} and sp.student_id = ${otherStudent.id} and p.user_id is not null limit 1`,
  );
  otherParentId = Number(otherParent!.user_id);
});
afterAll(() => t?.close());

describe('the demo family', () => {
  it('parent@greenwood is the father of two students in different classes', async () => {
    expect(ownChildren).toHaveLength(2);
    const answer = await parent.call(getStudentsOfParent, { query: {} });
    expect(answer.status).toBe(200);
    expect(
      ids(answer.body.data.map((row) => ({ ...row.program, student_id: row.student_id }))),
    ).toEqual(ownChildren);
    expect(answer.body.data.every((row) => row.parent_type === 1)).toBe(true);
    const classes = new Set(answer.body.data.map((row) => row.program?.class_id));
    expect(classes.size).toBe(2);
  });
});

describe('parents get only their own children', () => {
  it("getAllStudentByParentId: own id works, another family's id is 404", async () => {
    const own = await parent.call(getStudentsOfParent, {
      query: {
        userId: parentUserId,
      },
    });
    expect(ids(own.body.data)).toEqual(ownChildren);
    const foreign = await parent.call(getStudentsOfParent, { query: { userId: otherParentId } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeNull();
  });

  it('admin/students, teacher/getStudents and SearchStudentsByClassAndSection answer only their children', async () => {
    const all = await parent.call(searchStudents, { query: {} });
    expect(ids(all.body.data.students)).toEqual(ownChildren);
    const teaching = await parent.call(getTeacherStudents, { query: {} });
    expect(ids(teaching.body.data.students)).toEqual(ownChildren);
    const ofOtherClass = await parent.call(searchStudentsByClassAndSection, {
      query: { class_id: otherStudent.class_id, section_id: otherStudent.section_id ?? undefined },
    });
    expect(
      ofOtherClass.body.data.Students.every((row) => ownChildren.includes(row.student_id)),
    ).toBe(true);
    const byName = await parent.call(searchStudents, { query: { searchBy: 'a' } });
    expect(byName.body.data.students.every((row) => ownChildren.includes(row.student_id))).toBe(
      true,
    );
  });

  it("getAssignedTeacher: a child's teachers; another family's child is 404", async () => {
    const mine = await parent.call(getAssignedTeachers, { query: { student_id: ownChildren[0] } });
    expect(mine.status).toBe(200);
    expect(Array.isArray(mine.body.data)).toBe(true);
    const theirs = await parent.call(getAssignedTeachers, {
      query: { student_id: otherStudent.id },
    });
    expect(theirs.status).toBe(404);
  });
});

describe('staff see the school, and only their school', () => {
  it('admin and teacher find any student of greenwood', async () => {
    const found = await admin.call(searchStudents, {
      query: {
        class_id: otherStudent.class_id,
      },
    });
    expect(found.body.data.students.map((row) => row.student_id)).toContain(otherStudent.id);
    expect(found.body.data.students.every((row) => row.class_id === otherStudent.class_id)).toBe(
      true,
    );
    const byTeacher = await teacher.call(getTeacherStudents, {
      query: {
        class_id: otherStudent.class_id,
      },
    });
    expect(byTeacher.body.data.students.map((row) => row.student_id)).toContain(otherStudent.id);
    const ofParent = await admin.call(getStudentsOfParent, {
      query: {
        userId: parentUserId,
      },
    });
    expect(ids(ofParent.body.data)).toEqual(ownChildren);
    const noParent = await admin.call(getStudentsOfParent, { query: {} });
    expect(fieldErrorsOf(noParent).userId).toBe('Please select a parent');
  });

  it('riverside never sees greenwood students, parents or teachers', async () => {
    const greenwoodIds = new Set(
      (
        await platformQuery<{ id: number }>(
          t,
          sql`select id from students where tenant_id = ${greenwood.tenantId}`,
        )
      ).map((row) => Number(row.id)),
    );
    const theirs = await riverside.call(searchStudents, { query: {} });
    expect(theirs.body.data.students.length).toBeGreaterThan(0);
    expect(theirs.body.data.students.some((row) => greenwoodIds.has(row.student_id))).toBe(false);
    const ofGreenwoodClass = await riverside.call(searchStudentsByClassAndSection, {
      query: { class_id: otherStudent.class_id },
    });
    expect(ofGreenwoodClass.body.data.Students).toEqual([]);
    const greenwoodParent = await riverside.call(getStudentsOfParent, {
      query: {
        userId: parentUserId,
      },
    });
    expect(greenwoodParent.status).toBe(200);
    expect(greenwoodParent.body.data).toEqual([]);
    const teachers = await riverside.call(getAssignedTeachers, {
      query: {
        student_id: otherStudent.id,
      },
    });
    expect(teachers.status).toBe(404);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/common/users?type=parents&search=Iyer',
      headers: { host: riverside.host, cookie: riverside.cookie },
    });
    const names = users.json().data as Array<{ user_id: number }>;
    expect(names.some((row) => row.user_id === parentUserId)).toBe(false);
    const list = await riverside.call(listStudents, {
      query: {
        limit: 100,
      },
    });
    expect(list.body.data.list.some((row) => greenwoodIds.has(row.student_id))).toBe(false);
  });
});

describe('getAssignedTeacher answers only the teachers allocated there', () => {
  type Teacher = { user_id: number; is_class_teacher: boolean; subject_id: number | null };
  let place: { classId: number; own: number; other: number; subjectId: number };
  let [classTeacher, subjectTeacher, otherTeacher] = [0, 0, 0];
  const teachersOf = async (query: Record<string, number | undefined>) => {
    const answer = await admin.call(getAssignedTeachers, { query: query });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data;
  };
  const userIds = (list: Teacher[]) => list.map((row) => row.user_id).sort((a, b) => a - b);

  beforeAll(async () => {
    const klass = greenwood.classes.find((row) => greenwood.sectionsOf(row.id).length >= 2)!;
    const [own, other] = greenwood.sectionsOf(klass.id);
    const [subject] = await platformQuery<{ subject_id: number }>(
      t,
      sql`select subject_id from class_subjects where tenant_id = ${greenwood.tenantId} and session_id = ${greenwood.session.id} and class_id = ${klass.id} order by subject_id limit 1`,
    );
    place = {
      classId: klass.id,
      own: own!.sectionId,
      other: other!.sectionId,
      subjectId: Number(subject!.subject_id),
    };
    const teachers = await platformQuery<{ id: number }>(
      t,
      sql`select id from users where tenant_id = ${greenwood.tenantId} and role_id = 6 and is_active order by id limit 3`,
    );
    [classTeacher, subjectTeacher, otherTeacher] = teachers.map((row) => Number(row.id)) as [
      number,
      number,
      number,
    ];
    const slot = { class_id: place.classId, section_id: place.own };
    await admin.ok(setClassTeacher, { body: { ...slot, teacher_id: classTeacher } });
    await admin.ok(setSubjectTeacher, {
      body: { ...slot, subject_id: place.subjectId, teacher_id: subjectTeacher },
    });
    await admin.ok(setClassTeacher, {
      body: { class_id: place.classId, section_id: place.other, teacher_id: otherTeacher },
    });
    // A whole-class allocation left from before the class had sections.
    await platformQuery(
      t,
      sql`insert into teacher_allocations (tenant_id, session_id, class_id, section_id, subject_id, teacher_id) values (${greenwood.tenantId}, ${greenwood.session.id}, ${place.classId}, null, null, ${otherTeacher})`,
    );
  });

  it("answers the section's class teacher and subject teachers, not another section's", async () => {
    const own = await teachersOf({ class_id: place.classId, section_id: place.own });
    expect(own).toEqual([
      expect.objectContaining({ user_id: classTeacher, is_class_teacher: true, subject_id: null }),
      expect.objectContaining({
        user_id: subjectTeacher,
        is_class_teacher: false,
        subject_id: place.subjectId,
      }),
    ]);
    const other = await teachersOf({ class_id: place.classId, section_id: place.other });
    expect(userIds(other)).toEqual([otherTeacher]);
  });

  it("answers a student's section the same; a section not of the class, or another session, has none of them", async () => {
    const [student] = await platformQuery<{ student_id: number }>(
      t,
      sql`select student_id from student_programs where tenant_id = ${greenwood.tenantId} and session_id = ${greenwood.session.id} and class_id = ${place.classId} and section_id = ${place.own} limit 1`,
    );
    const ofStudent = await teachersOf({ student_id: Number(student!.student_id) });
    expect(userIds(ofStudent)).toEqual([classTeacher, subjectTeacher].sort((a, b) => a - b));
    const [loose] = await platformQuery<{ id: number }>(
      t,
      sql`insert into sections (tenant_id, section_name) values (${greenwood.tenantId}, 'Not of the class') returning id`,
    );
    const wrongSection = await teachersOf({
      class_id: place.classId,
      section_id: Number(loose!.id),
    });
    expect(wrongSection).toEqual([]);
    const [previous] = await platformQuery<{ id: number }>(
      t,
      sql`select id from academic_sessions where tenant_id = ${greenwood.tenantId} and parent_id is null and not is_current limit 1`,
    );
    const lastYear = await teachersOf({
      session_id: Number(previous!.id),
      class_id: place.classId,
      section_id: place.own,
    });
    expect(userIds(lastYear)).not.toContain(classTeacher);
    expect(userIds(lastYear)).not.toContain(subjectTeacher);
  });

  it('asks for the section of a class that has sections', async () => {
    const answer = await admin.call(getAssignedTeachers, { query: { class_id: place.classId } });
    expect(fieldErrorsOf(answer).section_id).toBe('Please select a section');
  });

  it('leaves out a teacher who is no longer a teacher', async () => {
    await platformQuery(
      t,
      sql`update users set role_id = 5 where tenant_id = ${greenwood.tenantId} and id = ${subjectTeacher}`,
    );
    const own = await teachersOf({ class_id: place.classId, section_id: place.own });
    expect(userIds(own)).toEqual([classTeacher]);
    await platformQuery(
      t,
      sql`update users set role_id = 6 where tenant_id = ${greenwood.tenantId} and id = ${subjectTeacher}`,
    );
  });
});

describe('roles without the students modules', () => {
  const rosterCalls = (client: Client) => [
    client.call(searchStudents, { query: {} }),
    client.call(getTeacherStudents, { query: {} }),
    client.call(searchStudentsByClassAndSection, { query: { class_id: otherStudent.class_id } }),
    client.call(getStudentsOfParent, { query: { userId: otherParentId } }),
    client.call(getUsersOfRole, { query: { selectedRole: 4 } }),
  ];
  const parentSearch = (client: Client) =>
    t.app.inject({
      method: 'GET',
      url: '/api/common/users?type=parents',
      headers: { host: client.host, cookie: client.cookie },
    });

  it.each(['driver', 'warden', 'maintenance'])(
    'the %s gets 403 for every student and parent list',
    async (role) => {
      const client = await signedInClient(t, 'greenwood', `${role}@greenwood`);
      for (const answer of await Promise.all(rosterCalls(client))) expect(answer.status).toBe(403);
      expect((await parentSearch(client)).statusCode).toBe(403);
      // Staff pickers of their own work still answer.
      expect((await client.call(getUsersOfRole, { query: { selectedRole: 6 } })).status).toBe(200);
    },
  );

  it('the admin still lists students and parents; the parent still gets their own children', async () => {
    for (const answer of await Promise.all(rosterCalls(admin))) expect(answer.status).toBe(200);
    expect((await parentSearch(admin)).statusCode).toBe(200);
    const own = await parent.call(getStudentsOfParent, { query: {} });
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(2);
  });
});
