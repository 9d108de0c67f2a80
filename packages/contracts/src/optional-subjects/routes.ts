import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  addOptionalSubjectBodySchema,
  optionalSubjectFilterSchema,
  optionalSubjectStudentSchema,
} from './schemas.ts';

/** /add_optional_subject is a page of Classes & Subjects. */
const classesAccess = { kind: 'module', module: 'classes' } as const;

export const listOptionalSubjectStudents = defineRoute({
  id: 'optionalSubjects.students',
  method: 'POST',
  area: 'school',
  path: '/optional_subject',
  access: classesAccess,
  summary: 'Active students of a class (and section) of a session with their optional subject',
  body: optionalSubjectFilterSchema,
  data: z.array(optionalSubjectStudentSchema),
});

export const addOptionalSubject = defineRoute({
  id: 'optionalSubjects.add',
  method: 'POST',
  area: 'school',
  path: '/optional_subject/add',
  access: classesAccess,
  summary: 'Give students an optional subject (one, or a whole class in one transaction)',
  body: addOptionalSubjectBodySchema,
  data: z.object({ saved: z.number().int() }),
});

export const optionalSubjectRoutes = [listOptionalSubjectStudents, addOptionalSubject] as const;
