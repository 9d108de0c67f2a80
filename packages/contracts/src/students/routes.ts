import { defineRoute } from '../core/route.ts';
import {
  admissionBodySchema,
  admissionResultSchema,
  allocateRollNumbersBodySchema,
  classListQuerySchema,
  classwiseCountsSchema,
  classwiseQuerySchema,
  listStudentsQuerySchema,
  rollListSchema,
  rollNumberOrderSchema,
  setRollNumbersBodySchema,
  studentDetailSchema,
  studentIdParamsSchema,
  studentPageSchema,
  updatedStudentSchema,
  updateStudentBodySchema,
} from './schemas.ts';

/** Any admission page: teachers and accountants view students through /student. */
const anyAdmissionPage = { kind: 'module', module: 'admission' } as const;

export const admitStudent = defineRoute({
  id: 'students.admit',
  method: 'POST',
  area: 'school',
  path: '/student_admission',
  access: { kind: 'module', module: 'admission:student_admission' },
  summary:
    'Admit a student into a class of the current session with parents and parent accounts (one transaction)',
  body: admissionBodySchema,
  data: admissionResultSchema,
});

export const listStudents = defineRoute({
  id: 'students.list',
  method: 'GET',
  area: 'school',
  path: '/student',
  access: anyAdmissionPage,
  summary: 'Students of a session (the current one by default), searched and filtered, paged',
  query: listStudentsQuerySchema,
  data: studentPageSchema,
});

export const getStudent = defineRoute({
  id: 'students.get',
  method: 'GET',
  area: 'school',
  path: '/student/:id',
  access: anyAdmissionPage,
  summary: 'One student with parents and class history',
  params: studentIdParamsSchema,
  data: studentDetailSchema,
});

export const updateStudent = defineRoute({
  id: 'students.update',
  method: 'PUT',
  area: 'school',
  path: '/student',
  access: { kind: 'module', module: 'admission:manage_student_details' },
  summary:
    "Edit a student's details, parents, and class and section in the current session; answers the newly linked parents' accounts (a first password when made without e-mail)",
  body: updateStudentBodySchema,
  data: updatedStudentSchema,
});

export const getRollNumberOrder = defineRoute({
  id: 'students.rollOrder',
  method: 'GET',
  area: 'school',
  path: '/roll_number_allocation_order',
  access: anyAdmissionPage,
  summary: "The school's roll-number rule: alphabetical or by admission",
  data: rollNumberOrderSchema,
});

export const setRollNumberOrder = defineRoute({
  id: 'students.setRollOrder',
  method: 'PUT',
  area: 'school',
  path: '/roll_number_allocation_order',
  access: { kind: 'module', module: 'admission:roll_number_allocation_order' },
  summary: "Set the school's roll-number rule",
  body: rollNumberOrderSchema,
  data: rollNumberOrderSchema,
});

const allocateAccess = { kind: 'module', module: 'admission:allocate_roll_number' } as const;

export const allocateRollNumbers = defineRoute({
  id: 'students.allocateRolls',
  method: 'POST',
  area: 'school',
  path: '/allocate_roll_number',
  access: allocateAccess,
  summary: 'Number the active students of a class and section of the current session by the rule',
  body: allocateRollNumbersBodySchema,
  data: rollListSchema,
});

export const setRollNumbers = defineRoute({
  id: 'students.setRolls',
  method: 'PUT',
  area: 'school',
  path: '/allocate_roll_number',
  access: allocateAccess,
  summary: 'Set roll numbers by hand; a number given twice or already taken is refused',
  body: setRollNumbersBodySchema,
  data: rollListSchema,
});

export const getClasswiseCounts = defineRoute({
  id: 'students.classwise',
  method: 'GET',
  area: 'school',
  path: '/classwise_student_details',
  access: anyAdmissionPage,
  summary: 'Boys, girls and total per class and section in a session',
  query: classwiseQuerySchema,
  data: classwiseCountsSchema,
});

export const getClassList = defineRoute({
  id: 'students.classList',
  method: 'GET',
  area: 'school',
  path: '/classwise_student_details/list',
  access: anyAdmissionPage,
  summary: 'The students of one class and section in a session, by roll number',
  query: classListQuerySchema,
  data: rollListSchema,
});

export const studentRoutes = [
  admitStudent,
  listStudents,
  getStudent,
  updateStudent,
  getRollNumberOrder,
  setRollNumberOrder,
  allocateRollNumbers,
  setRollNumbers,
  getClasswiseCounts,
  getClassList,
];
