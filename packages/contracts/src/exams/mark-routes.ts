import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { examRowSchema } from './exam-schemas.ts';
import {
  classReportCardsQuerySchema,
  markableExamsQuerySchema,
  marksGridQuerySchema,
  marksGridSchema,
  reportCardRemarksBodySchema,
  resultQuerySchema,
  saveCoScholasticBodySchema,
  saveMarksBodySchema,
  studentResultSchema,
} from './mark-schemas.ts';

const marksEntry = { kind: 'module', module: 'marks:add_student_mark_by_teacher' } as const;
const results = { kind: 'module', module: 'marks:student_mark_details' } as const;
const manageMarks = { kind: 'module', module: 'marks:manage_student_exam_marks' } as const;

export const listMarkableExams = defineRoute({
  id: 'exams.markableExams',
  method: 'GET',
  area: 'school',
  path: '/examination/markable_exams',
  access: marksEntry,
  summary: 'The papers of an exam the caller checks (every paper for the exam admin)',
  query: markableExamsQuerySchema,
  data: z.array(examRowSchema),
});

export const getMarksGrid = defineRoute({
  id: 'exams.marksGrid',
  method: 'GET',
  area: 'school',
  path: '/examination/marks',
  access: marksEntry,
  summary: "A paper's marks grid: the class's students by roll number with their marks",
  query: marksGridQuerySchema,
  data: marksGridSchema,
});

export const saveMarks = defineRoute({
  id: 'exams.saveMarks',
  method: 'POST',
  area: 'school',
  path: '/examination/marks',
  access: marksEntry,
  summary: "Save a paper's marks (its checking teacher or the exam admin); marks within full marks",
  body: saveMarksBodySchema,
  data: marksGridSchema,
});

export const getStudentResult = defineRoute({
  id: 'exams.studentResult',
  method: 'GET',
  area: 'school',
  path: '/examination/result',
  access: results,
  summary: "A student's result in an exam: parents their own children's, once published",
  query: resultQuerySchema,
  data: studentResultSchema,
});

export const downloadReportCard = defineRoute({
  id: 'exams.reportCard',
  method: 'GET',
  area: 'school',
  path: '/examination/report_card',
  access: results,
  summary: "A student's report card (PDF): parents their own children's, once published",
  query: resultQuerySchema,
  produces: 'file',
  data: z.null(),
});

export const downloadClassReportCards = defineRoute({
  id: 'exams.classReportCards',
  method: 'GET',
  area: 'school',
  path: '/examination/report_card/class',
  access: manageMarks,
  summary: 'The report cards of a whole class in one PDF, a page per student',
  query: classReportCardsQuerySchema,
  produces: 'file',
  data: z.null(),
});

export const saveCoScholastic = defineRoute({
  id: 'exams.saveCoScholastic',
  method: 'PUT',
  area: 'school',
  path: '/examination/co_scholastic',
  access: manageMarks,
  summary: "A student's co-scholastic grades (Work, Art, Health & PE, Discipline: A to E)",
  body: saveCoScholasticBodySchema,
  data: z.array(z.object({ area: z.string(), grade: z.string() })),
});

export const saveReportCardRemarks = defineRoute({
  id: 'exams.saveRemarks',
  method: 'PUT',
  area: 'school',
  path: '/examination/report_card_remarks',
  access: manageMarks,
  summary: "The class teacher's remarks on a student's report card in an exam type (empty clears)",
  body: reportCardRemarksBodySchema,
  data: z.object({ remarks: z.string() }),
});
