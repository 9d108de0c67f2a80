import { z } from 'zod';
import {
  dryRunResultSchema,
  importFileBodySchema,
  importResultSchema,
  templateQuerySchema,
  importUpload as upload,
} from '../core/import-file.ts';
import { defineRoute } from '../core/route.ts';

const studentAccess = { kind: 'module', module: 'admission:student_admission' } as const;

export const getStudentTemplate = defineRoute({
  id: 'imports.studentTemplate',
  method: 'GET',
  area: 'school',
  path: '/import/students/template',
  access: studentAccess,
  summary: 'The student import template (CSV or XLSX) with one example row',
  query: templateQuerySchema,
  data: z.null(),
  produces: 'file',
});

export const dryRunStudentImport = defineRoute({
  id: 'imports.studentsDryRun',
  method: 'POST',
  area: 'school',
  path: '/import/students/dry-run',
  access: studentAccess,
  summary: 'Check a student file (with parents): every bad row with its reason; writes nothing',
  body: importFileBodySchema,
  data: dryRunResultSchema,
  ...upload,
});

export const importStudents = defineRoute({
  id: 'imports.students',
  method: 'POST',
  area: 'school',
  path: '/import/students',
  access: studentAccess,
  summary:
    'Admit every student of a file into the current session, all or nothing, admission numbers in file order',
  body: importFileBodySchema,
  data: importResultSchema,
  ...upload,
});

export const studentImportRoutes = [getStudentTemplate, dryRunStudentImport, importStudents];
