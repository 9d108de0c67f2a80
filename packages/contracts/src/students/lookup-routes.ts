import { z } from 'zod';
import { rowIdSchema, searchSchema } from '../core/person-fields.ts';
import { defineRoute } from '../core/route.ts';
import { studentMessages } from './schemas.ts';

/**
 * Student pickers: the roster (names, admission numbers, families) is for roles that hold a
 * students page; a parent (role 4) passes too but only ever gets their own children, whatever
 * the filters say. Other staff (driver, warden, maintenance...) get 403.
 */
const rosterReaders = { kind: 'module', module: 'students', parents: true } as const;
const schoolUser = { kind: 'school-user' } as const;

export const studentOptionSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  admission_no: z.string(),
  class_id: z.number().int(),
  section_id: z.number().int().nullable(),
  roll_number: z.number().int().nullable(),
});

const filterId = (message: string) => rowIdSchema(message).optional();

export const studentSearchQuerySchema = z.object({
  searchBy: searchSchema.optional(),
  class_id: filterId(studentMessages.chooseClass),
  section_id: filterId(studentMessages.chooseSection),
  /** Defaults to the current session. */
  session_id: filterId(studentMessages.sessionNotFound),
});

/** At most this many students answer one search. */
export const studentSearchLimit = 50;

export const searchStudents = defineRoute({
  id: 'lookups.students',
  method: 'GET',
  area: 'school',
  path: '/admin/students',
  access: rosterReaders,
  summary: 'Up to 50 active students by name or admission number, class and section',
  query: studentSearchQuerySchema,
  data: z.object({ students: z.array(studentOptionSchema) }),
});

export const getTeacherStudents = defineRoute({
  id: 'lookups.teacherStudents',
  method: 'GET',
  area: 'school',
  path: '/teacher/getStudents',
  access: rosterReaders,
  summary: 'Students for teaching screens: same filters and answer as admin/students',
  query: studentSearchQuerySchema,
  data: z.object({ students: z.array(studentOptionSchema) }),
});

export const classSectionQuerySchema = z.object({
  class_id: rowIdSchema(studentMessages.chooseClass),
  section_id: filterId(studentMessages.chooseSection),
});

export const searchStudentsByClassAndSection = defineRoute({
  id: 'lookups.studentsOfClass',
  method: 'GET',
  area: 'school',
  path: '/admin/SearchStudentsByClassAndSection',
  access: rosterReaders,
  summary: 'Every active student of a class and section in the current session, by roll number',
  query: classSectionQuerySchema,
  data: z.object({ Students: z.array(studentOptionSchema) }),
});

/** The spec's Student-of-parent. */
export const studentOfParentSchema = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  admission_no: z.string(),
  parent_type: z.number().int(),
  program: z
    .object({
      session_id: z.number().int(),
      class_id: z.number().int(),
      section_id: z.number().int().nullable(),
      class_name: z.string(),
      section_name: z.string().nullable(),
      roll_number: z.number().int().nullable(),
    })
    .nullable(),
});

export const studentsOfParentQuerySchema = z.object({
  /** The parent's user id; a parent may leave it out (or must give their own). */
  userId: rowIdSchema(studentMessages.chooseParent).optional(),
  parentType: z.coerce
    .number({ error: 'Parent type must be 1, 2 or 3' })
    .int({ error: 'Parent type must be 1, 2 or 3' })
    .min(1, { error: 'Parent type must be 1, 2 or 3' })
    .max(3, { error: 'Parent type must be 1, 2 or 3' })
    .optional(),
});
export type StudentsOfParentQuery = z.infer<typeof studentsOfParentQuerySchema>;

export const getStudentsOfParent = defineRoute({
  id: 'lookups.studentsOfParent',
  method: 'GET',
  area: 'school',
  path: '/admin/getAllStudentByParentId',
  access: rosterReaders,
  summary:
    "A parent account's children with their current class; a parent gets only their own (another id is 404)",
  query: studentsOfParentQuerySchema,
  data: z.array(studentOfParentSchema),
});

export const assignedTeacherQuerySchema = z.object({
  session_id: filterId(studentMessages.sessionNotFound),
  class_id: filterId(studentMessages.chooseClass),
  section_id: filterId(studentMessages.chooseSection),
  student_id: filterId(studentMessages.chooseStudent),
});
export type AssignedTeacherQuery = z.infer<typeof assignedTeacherQuerySchema>;

export const assignedTeacherSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  is_class_teacher: z.boolean(),
  subject_id: z.number().int().nullable(),
  subject_name: z.string().nullable(),
});

export const getAssignedTeachers = defineRoute({
  id: 'lookups.assignedTeachers',
  method: 'GET',
  area: 'school',
  path: '/admin/getAssignedTeacher',
  access: schoolUser,
  summary:
    "The class teacher and subject teachers allocated to a class and section (or to a student's) in the session; a class with sections needs the section",
  query: assignedTeacherQuerySchema,
  data: z.array(assignedTeacherSchema),
});

export const studentLookupRoutes = [
  searchStudents,
  getTeacherStudents,
  searchStudentsByClassAndSection,
  getStudentsOfParent,
  getAssignedTeachers,
];
