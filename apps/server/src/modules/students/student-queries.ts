import { and, asc, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { builtOncePerShape } from '../../platform/db/built-once.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { containing } from '../../platform/db/like.ts';
import { splitPageTotal } from '../../platform/db/page-total.ts';
import { academicSessions, classes, sections } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { studentPhotoUrl } from './student-photos.ts';
import { parents, studentParents, studentPrograms, students } from './tables.ts';

/**
 * The student has a parent (of any type) whose mobile matches the LIKE pattern: the matching
 * students are looked up once (a hashed sub-plan), not once per student.
 */
const parentMobileLike = (tenantId: SQLWrapper, pattern: SQLWrapper) =>
  sql`${students.id} in (select sp.student_id from ${studentParents} sp join ${parents} p on p.tenant_id = sp.tenant_id and p.id = sp.parent_id where p.tenant_id = ${tenantId} and p.mobile like ${pattern})`;

export const programJoin = (sessionId: number | SQLWrapper | null) =>
  and(
    eq(studentPrograms.tenantId, students.tenantId),
    eq(studentPrograms.studentId, students.id),
    sessionId === null ? sql`false` : eq(studentPrograms.sessionId, sessionId),
  );
export const classJoin = and(
  eq(classes.tenantId, studentPrograms.tenantId),
  eq(classes.id, studentPrograms.classId),
);
export const sectionJoin = and(
  eq(sections.tenantId, studentPrograms.tenantId),
  eq(sections.id, studentPrograms.sectionId),
);

export interface StudentFilter {
  search?: string;
  class_id?: number;
  section_id?: number;
  status?: 'ACTIVE' | 'DISCONTINUED' | 'PASSED_OUT';
  gender?: 'Male' | 'Female' | 'Other';
  skip: number;
  limit: number;
}

/** Which parts of the filter a request gives: the list's SQL is built once per shape. */
interface ListShape {
  session: boolean;
  classId: boolean;
  sectionId: boolean;
  status: boolean;
  gender: boolean;
  search: boolean;
  /** Only students of the caller's classes (`places`): a teacher's list. */
  scoped: boolean;
}

const tenantId = sql.placeholder('tenantId');
const sessionId = sql.placeholder('sessionId');

/** The filter on the program: session, class, section. */
function programConditions(shape: ListShape) {
  const conditions: SQL[] = [];
  if (shape.session) conditions.push(eq(studentPrograms.sessionId, sessionId));
  if (shape.classId) conditions.push(eq(studentPrograms.classId, sql.placeholder('classId')));
  if (shape.sectionId) conditions.push(eq(studentPrograms.sectionId, sql.placeholder('sectionId')));
  if (shape.scoped)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(${sql.placeholder('places')}::jsonb) p where (p->>0)::bigint = ${studentPrograms.classId} and (p->>1 is null or (p->>1)::bigint = ${studentPrograms.sectionId}))`,
    );
  return conditions;
}

/** The whole filter of the list, on students left-joined to their program of the session. */
function studentConditions(shape: ListShape) {
  const conditions: Array<SQL | undefined> = [
    eq(students.tenantId, tenantId),
    ...programConditions(shape),
  ];
  if (shape.status) conditions.push(eq(students.status, sql.placeholder('status')));
  if (shape.gender) conditions.push(eq(students.gender, sql.placeholder('gender')));
  if (shape.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        ilike(students.studentName, pattern),
        ilike(students.admissionNo, pattern),
        parentMobileLike(tenantId, pattern),
      ),
    );
  }
  return conditions;
}

/** A parent field of one type, out of a student's parents grouped into one row. */
const ofType = (type: 1 | 2 | 3, column: typeof parents.fullName | typeof parents.mobile) =>
  sql<string | null>`max(${column}) filter (where ${studentParents.parentType} = ${type})`;

/**
 * One page of students of a session with class, section, roll number and parents' names,
 * and the total. The page is sorted and cut on its keys first (programs, class, section and
 * the name, read from indexes); the students' rows and parents are read for its rows only.
 * Without a session (none given, none current) students are listed without a program.
 * With `places`, only students of those classes and sections (a null section: the whole
 * class) of the session.
 */
export async function listStudentRows(
  tx: Tx,
  tenant: number,
  session: number | null,
  filter: StudentFilter,
  places: ReadonlyArray<{ classId: number; sectionId: number | null }> | null = null,
) {
  const shape: ListShape = {
    session: session !== null,
    classId: filter.class_id !== undefined,
    sectionId: filter.section_id !== undefined,
    status: filter.status !== undefined,
    gender: filter.gender !== undefined,
    search: filter.search !== undefined,
    scoped: places !== null,
  };
  const values = {
    tenantId: tenant,
    sessionId: session,
    classId: filter.class_id,
    sectionId: filter.section_id,
    status: filter.status,
    gender: filter.gender,
    pattern: filter.search === undefined ? undefined : containing(filter.search),
    skip: filter.skip,
    limit: filter.limit,
    places: places && JSON.stringify(places.map((p) => [p.classId, p.sectionId])),
  };
  const list = await studentPage(tx, shape, values);
  const { rows, count } = await splitPageTotal(list, filter.skip, async () => {
    const [alone] = await studentCount(tx, shape, values);
    return Number(alone?.total ?? 0);
  });
  return { list: rows, count };
}

const studentPage = builtOncePerShape((tx: Tx, shape: ListShape) => {
  const page = tx
    .select({
      id: students.id,
      sessionId: studentPrograms.sessionId,
      classId: studentPrograms.classId,
      className: classes.name,
      position: classes.position,
      sectionId: studentPrograms.sectionId,
      sectionName: sections.name,
      rollNumber: studentPrograms.rollNumber,
      nameKey: sql<string>`lower(${students.studentName})`.as('name_key'),
    })
    .from(students)
    .leftJoin(studentPrograms, programJoin(shape.session ? sessionId : null))
    .leftJoin(classes, classJoin)
    .leftJoin(sections, sectionJoin)
    .where(and(...studentConditions(shape)))
    .orderBy(
      asc(classes.position),
      asc(classes.name),
      asc(sections.name),
      asc(studentPrograms.rollNumber),
      asc(sql`lower(${students.studentName})`),
      asc(students.id),
    )
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .as('page');
  // Each type at most once per student (the key of student_parents).
  const family = tx
    .select({
      fatherName: ofType(1, parents.fullName).as('father_name'),
      motherName: ofType(2, parents.fullName).as('mother_name'),
      guardianName: ofType(3, parents.fullName).as('guardian_name'),
      parentMobile: sql<string | null>`coalesce(${ofType(1, parents.mobile)}, ${ofType(
        2,
        parents.mobile,
      )}, ${ofType(3, parents.mobile)})`.as('parent_mobile'),
    })
    .from(studentParents)
    .innerJoin(
      parents,
      and(eq(parents.tenantId, studentParents.tenantId), eq(parents.id, studentParents.parentId)),
    )
    .where(and(eq(studentParents.tenantId, tenantId), eq(studentParents.studentId, page.id)))
    .as('family');
  return tx
    .select({
      student_id: page.id,
      admission_no: students.admissionNo,
      student_name: students.studentName,
      gender: students.gender,
      date_of_birth: students.dateOfBirth,
      admission_date: students.admissionDate,
      status: students.status,
      session_id: page.sessionId,
      class_id: page.classId,
      class_name: page.className,
      section_id: page.sectionId,
      section_name: page.sectionName,
      roll_number: page.rollNumber,
      father_name: family.fatherName,
      mother_name: family.motherName,
      guardian_name: family.guardianName,
      parent_mobile: family.parentMobile,
      total: sql<number>`(${countQuery(tx, shape)})`,
    })
    .from(page)
    .innerJoin(students, and(eq(students.tenantId, tenantId), eq(students.id, page.id)))
    .leftJoinLateral(family, sql`true`)
    .orderBy(
      asc(page.position),
      asc(page.className),
      asc(page.sectionName),
      asc(page.rollNumber),
      asc(page.nameKey),
      asc(page.id),
    );
});

const studentCount = builtOncePerShape(countQuery);

/**
 * How many students the list's filter matches. Without a filter on the student itself the
 * count reads only the programs' index (every program belongs to one student).
 */
function countQuery(tx: Tx, shape: ListShape) {
  return shape.session && !shape.status && !shape.gender && !shape.search
    ? tx
        .select({ total: sql<number>`count(*)` })
        .from(studentPrograms)
        .where(and(eq(studentPrograms.tenantId, tenantId), ...programConditions(shape)))
    : tx
        .select({ total: sql<number>`count(*)` })
        .from(students)
        .leftJoin(studentPrograms, programJoin(shape.session ? sessionId : null))
        .where(and(...studentConditions(shape)));
}

const parentKeyOfType = { 1: 'father', 2: 'mother', 3: 'local_guardian' } as const;

/** One student with parents and programs, or null. */
export async function findStudentDetail(tx: Tx, tenantId: number, id: number) {
  const [student] = await tx
    .select()
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.id, id)));
  if (!student) return null;
  const parentRows = await tx
    .select({
      parentType: studentParents.parentType,
      parent: parents,
      username: users.username,
    })
    .from(studentParents)
    .innerJoin(
      parents,
      and(eq(parents.tenantId, studentParents.tenantId), eq(parents.id, studentParents.parentId)),
    )
    .leftJoin(users, and(eq(users.tenantId, parents.tenantId), eq(users.id, parents.userId)))
    .where(and(eq(studentParents.tenantId, tenantId), eq(studentParents.studentId, id)));
  const programRows = await tx
    .select({
      id: studentPrograms.id,
      session_id: studentPrograms.sessionId,
      session_name: academicSessions.name,
      is_current: academicSessions.isCurrent,
      class_id: studentPrograms.classId,
      class_name: classes.name,
      section_id: studentPrograms.sectionId,
      section_name: sections.name,
      roll_number: studentPrograms.rollNumber,
      start: academicSessions.startDate,
    })
    .from(studentPrograms)
    .innerJoin(
      academicSessions,
      and(
        eq(academicSessions.tenantId, studentPrograms.tenantId),
        eq(academicSessions.id, studentPrograms.sessionId),
      ),
    )
    .innerJoin(classes, classJoin)
    .leftJoin(sections, sectionJoin)
    .where(and(eq(studentPrograms.tenantId, tenantId), eq(studentPrograms.studentId, id)))
    .orderBy(asc(academicSessions.startDate));
  const family = { father: null, mother: null, local_guardian: null } as Record<
    (typeof parentKeyOfType)[1 | 2 | 3],
    ReturnType<typeof presentParent> | null
  >;
  for (const row of parentRows) {
    const key = parentKeyOfType[row.parentType as 1 | 2 | 3];
    if (key) family[key] = presentParent(row.parent, row.username);
  }
  return {
    id: student.id,
    admission_no: student.admissionNo,
    student_name: student.studentName,
    first_name: student.firstName,
    middle_name: student.middleName,
    last_name: student.lastName,
    gender: student.gender,
    date_of_birth: student.dateOfBirth,
    blood_group: student.bloodGroup,
    religion: student.religion,
    category: student.category,
    nationality: student.nationality,
    admission_date: student.admissionDate,
    apaar_id: student.apaarId,
    pen: student.pen,
    previous_school: student.previousSchool,
    photo_url: studentPhotoUrl(student.id, student.photoKey),
    status: student.status,
    ...family,
    programs: programRows.map(({ start: _start, ...program }) => program),
  };
}

function presentParent(parent: typeof parents.$inferSelect, username: string | null) {
  return {
    parent_id: parent.id,
    parent_type: parent.parentType,
    full_name: parent.fullName,
    email: parent.email,
    mobile: parent.mobile,
    occupation: parent.occupation,
    qualification: parent.qualification,
    present_address: parent.presentAddress,
    permanent_address: parent.permanentAddress,
    user_id: parent.userId,
    username,
  };
}

/** Ids of the students a parent account is linked to (as father, mother or guardian). */
export function childrenOfAccount(tenantId: number, userId: number) {
  return sql`(select sp.student_id from ${studentParents} sp join ${parents} p on p.tenant_id = sp.tenant_id and p.id = sp.parent_id where sp.tenant_id = ${tenantId} and p.user_id = ${userId})`;
}
