import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { studentIdParamsSchema, studentPhotoMaxBytes } from './schemas.ts';

/** Any admission page may look; the handler lets only who writes families' details change it. */
const anyAdmissionPage = { kind: 'module', module: 'admission' } as const;

export const uploadStudentPhoto = defineRoute({
  id: 'students.uploadPhoto',
  method: 'POST',
  area: 'school',
  path: '/student_photo/:id',
  access: anyAdmissionPage,
  summary: "Set or replace a student's photo (multipart, part `file`: PNG or JPEG, at most 1 MB)",
  params: studentIdParamsSchema,
  consumes: 'multipart',
  maxFileBytes: studentPhotoMaxBytes,
  data: z.object({ photo_url: z.string() }),
});

export const getStudentPhoto = defineRoute({
  id: 'students.photo',
  method: 'GET',
  area: 'school',
  path: '/student_photo/:id',
  access: anyAdmissionPage,
  summary: "A student's photo (to those who may see the student)",
  params: studentIdParamsSchema,
  data: z.null(),
  produces: 'file',
});

export const removeStudentPhoto = defineRoute({
  id: 'students.removePhoto',
  method: 'DELETE',
  area: 'school',
  path: '/student_photo/:id',
  access: anyAdmissionPage,
  summary: "Remove a student's photo",
  params: studentIdParamsSchema,
  data: z.null(),
});

export const studentPhotoRoutes = [uploadStudentPhoto, getStudentPhoto, removeStudentPhoto];
