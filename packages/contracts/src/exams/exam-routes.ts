import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  createExamBodySchema,
  examIdParamsSchema,
  examListAnswerSchema,
  examRowSchema,
  examTypeFieldsSchema,
  examTypeSchema,
  examTypesAnswerSchema,
  listExamsQuerySchema,
  publishResultsBodySchema,
  updateExamBodySchema,
  updateExamTypeBodySchema,
} from './exam-schemas.ts';
import { gradeScaleSchema, saveGradeScaleBodySchema } from './grade-schemas.ts';
import { examMessages as m } from './messages.ts';

/** Exam setup (types, schedule, publishing) is the exam admin's page; reading is any exam page. */
const examsRead = { kind: 'module', module: 'exams' } as const;
const examsSetup = { kind: 'module', module: 'exams:add_exam_type' } as const;
const gradesSetup = { kind: 'module', module: 'exams:manage_exam_grade' } as const;

export const listExamTypes = defineRoute({
  id: 'exams.listTypes',
  method: 'GET',
  area: 'school',
  path: '/examination/GetAllExamType',
  access: examsRead,
  summary: "The school's exam types (the parent's exam routine chooses one)",
  data: examTypesAnswerSchema,
});

export const createExamType = defineRoute({
  id: 'exams.createType',
  method: 'POST',
  area: 'school',
  path: '/examination/exam_type',
  access: examsSetup,
  summary: 'Add an exam type with its weight in the year',
  body: examTypeFieldsSchema,
  data: examTypeSchema,
});

export const updateExamType = defineRoute({
  id: 'exams.updateType',
  method: 'PUT',
  area: 'school',
  path: '/examination/exam_type',
  access: examsSetup,
  summary: 'Rename an exam type or change its weight',
  body: updateExamTypeBodySchema,
  data: examTypeSchema,
});

export const deleteExamType = defineRoute({
  id: 'exams.deleteType',
  method: 'DELETE',
  area: 'school',
  path: '/examination/exam_type/:id',
  access: examsSetup,
  summary: 'Delete an exam type that has no exams scheduled',
  params: examIdParamsSchema(m.examTypeNotFound),
  data: z.null(),
});

export const listExams = defineRoute({
  id: 'exams.listExams',
  method: 'GET',
  area: 'school',
  path: '/examination/GetAllExamsDetails',
  access: examsRead,
  summary:
    "The schedule of an exam type in a session: one class's, or a parent's child's (own children only)",
  query: listExamsQuerySchema,
  data: examListAnswerSchema,
});

export const createExam = defineRoute({
  id: 'exams.createExam',
  method: 'POST',
  area: 'school',
  path: '/examination/exam',
  access: examsSetup,
  summary: 'Schedule a paper for a class; a class never sits two papers at once',
  body: createExamBodySchema,
  data: examRowSchema,
});

export const updateExam = defineRoute({
  id: 'exams.updateExam',
  method: 'PUT',
  area: 'school',
  path: '/examination/exam',
  access: examsSetup,
  summary: 'Change a scheduled paper',
  body: updateExamBodySchema,
  data: examRowSchema,
});

export const deleteExam = defineRoute({
  id: 'exams.deleteExam',
  method: 'DELETE',
  area: 'school',
  path: '/examination/exam/:id',
  access: examsSetup,
  summary: 'Delete a scheduled paper with its marks and question paper',
  params: examIdParamsSchema(m.examNotFound),
  data: z.null(),
});

export const publishResults = defineRoute({
  id: 'exams.publish',
  method: 'PUT',
  area: 'school',
  path: '/examination/publish',
  access: examsSetup,
  summary: 'Publish (or withdraw) the results of an exam type for a class: parents then see them',
  body: publishResultsBodySchema,
  data: z.object({ papers: z.number().int() }),
});

export const getGradeScale = defineRoute({
  id: 'exams.getGrades',
  method: 'GET',
  area: 'school',
  path: '/examination/grades',
  access: examsRead,
  summary: "The school's grade scale (the CBSE scale until the school sets its own)",
  data: gradeScaleSchema,
});

export const saveGradeScale = defineRoute({
  id: 'exams.saveGrades',
  method: 'PUT',
  area: 'school',
  path: '/examination/grades',
  access: gradesSetup,
  summary: 'Replace the grade scale: percentage bands from 0 to 100',
  body: saveGradeScaleBodySchema,
  data: gradeScaleSchema,
});
