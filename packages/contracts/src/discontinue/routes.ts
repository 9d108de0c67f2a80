import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  discontinuableStudentSchema,
  discontinueBodySchema,
  discontinuedRowSchema,
  discontinueFilterSchema,
  readmitBodySchema,
} from './schemas.ts';

const discontinueAccess = { kind: 'module', module: 'discontinue' } as const;

export const listDiscontinuableStudents = defineRoute({
  id: 'discontinue.students',
  method: 'GET',
  area: 'school',
  path: '/discontinue',
  access: discontinueAccess,
  summary: 'Active students of a class and section of a session, for the Discontinue form',
  query: discontinueFilterSchema,
  data: z.array(discontinuableStudentSchema),
});

export const discontinueStudent = defineRoute({
  id: 'discontinue.create',
  method: 'POST',
  area: 'school',
  path: '/discontinue',
  access: discontinueAccess,
  summary: 'Discontinue a student from a date of leaving (not after today) with a reason',
  body: discontinueBodySchema,
  data: discontinuedRowSchema,
});

export const listDiscontinuedStudents = defineRoute({
  id: 'discontinue.list',
  method: 'GET',
  area: 'school',
  path: '/discontinue/student',
  access: discontinueAccess,
  summary: 'Discontinued students of a session, by class and section or one student',
  query: discontinueFilterSchema,
  data: z.array(discontinuedRowSchema),
});

export const readmitStudent = defineRoute({
  id: 'discontinue.readmit',
  method: 'POST',
  area: 'school',
  path: '/discontinue/readmit',
  access: discontinueAccess,
  summary: 'Readmit a discontinued student: active again, back in class lists',
  body: readmitBodySchema,
  data: z.null(),
});

export const discontinueRoutes = [
  listDiscontinuableStudents,
  discontinueStudent,
  listDiscontinuedStudents,
  readmitStudent,
] as const;
