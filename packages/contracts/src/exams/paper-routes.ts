import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import { examIdParamsSchema } from './exam-schemas.ts';
import { examMessages as m } from './messages.ts';
import {
  examDutyRowSchema,
  listExamDutiesQuerySchema,
  listPapersQuerySchema,
  paperIdParamsSchema,
  paperMaxBytes,
  paperRowSchema,
  saveExamDutyBodySchema,
  uploadPaperBodySchema,
} from './paper-schemas.ts';

const papersRead = { kind: 'module', module: 'question_papers' } as const;
const settersWrite = { kind: 'module', module: 'question_papers:add_question_setter' } as const;
const checkersWrite = {
  kind: 'module',
  module: 'question_papers:manage_checking_teacher',
} as const;

const dutyRoutes = (
  kind: 'setter' | 'checker',
  path: string,
  write: typeof settersWrite | typeof checkersWrite,
) => ({
  list: defineRoute({
    id: `exams.list${kind === 'setter' ? 'Setters' : 'Checkers'}`,
    method: 'GET',
    area: 'school',
    path,
    access: papersRead,
    summary: `The ${kind === 'setter' ? 'question setters' : 'checking teachers'} per subject and class of an exam`,
    query: listExamDutiesQuerySchema,
    data: z.array(examDutyRowSchema),
  }),
  save: defineRoute({
    id: `exams.save${kind === 'setter' ? 'Setter' : 'Checker'}`,
    method: 'POST',
    area: 'school',
    path,
    access: write,
    summary: `Name the ${kind === 'setter' ? 'question setter' : 'checking teacher'} of a subject of a class (replaces the earlier one)`,
    body: saveExamDutyBodySchema,
    data: examDutyRowSchema,
  }),
  remove: defineRoute({
    id: `exams.delete${kind === 'setter' ? 'Setter' : 'Checker'}`,
    method: 'DELETE',
    area: 'school',
    path: `${path}/:id`,
    access: write,
    summary: `Remove a ${kind === 'setter' ? 'question setter' : 'checking teacher'}`,
    params: examIdParamsSchema(m.assignmentNotFound),
    data: z.null(),
  }),
});

export const setterRoutes = dutyRoutes('setter', '/examination/question_setter', settersWrite);
export const checkerRoutes = dutyRoutes('checker', '/examination/checking_teacher', checkersWrite);

export const uploadPaper = defineRoute({
  id: 'exams.uploadPaper',
  method: 'POST',
  area: 'school',
  path: '/examination/question_paper',
  access: papersRead,
  summary:
    "Upload a paper's question paper (pdf, doc or docx by its bytes): its setter or the exam admin",
  body: uploadPaperBodySchema,
  consumes: 'multipart',
  maxFileBytes: paperMaxBytes,
  data: paperRowSchema,
});

export const listPapers = defineRoute({
  id: 'exams.listPapers',
  method: 'GET',
  area: 'school',
  path: '/examination/question_paper',
  access: papersRead,
  summary:
    'Question papers of an exam the caller may see: before the exam only setter, checker, admin',
  query: listPapersQuerySchema,
  data: z.array(paperRowSchema),
});

export const downloadPaper = defineRoute({
  id: 'exams.downloadPaper',
  method: 'GET',
  area: 'school',
  path: '/examination/question_paper/:id/file',
  access: papersRead,
  summary: 'The file of a question paper, to those who may see it',
  params: paperIdParamsSchema,
  produces: 'file',
  data: z.null(),
});
