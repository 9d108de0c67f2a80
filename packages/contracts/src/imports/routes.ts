import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  dryRunResultSchema,
  importBodyLimit,
  importFileBodySchema,
  importMaxBytes,
  importResultSchema,
  templateQuerySchema,
} from './schemas.ts';

/** A file as multipart/form-data (field `file`), or its base64 in a JSON body. */
const upload = {
  consumes: 'multipart',
  maxFileBytes: importMaxBytes,
  bodyLimit: importBodyLimit,
} as const;

const staffAccess = { kind: 'module', module: 'staff:create_user' } as const;
const studentAccess = { kind: 'module', module: 'admission:student_admission' } as const;

export const getStaffTemplate = defineRoute({
  id: 'imports.staffTemplate',
  method: 'GET',
  area: 'school',
  path: '/import/staff/template',
  access: staffAccess,
  summary: 'The staff import template (CSV or XLSX) with one example row',
  query: templateQuerySchema,
  data: z.null(),
  produces: 'file',
});

export const dryRunStaffImport = defineRoute({
  id: 'imports.staffDryRun',
  method: 'POST',
  area: 'school',
  path: '/import/staff/dry-run',
  access: staffAccess,
  summary:
    'Check a staff file: every bad row with its row number, column and reason; writes nothing',
  body: importFileBodySchema,
  data: dryRunResultSchema,
  ...upload,
});

export const importStaff = defineRoute({
  id: 'imports.staff',
  method: 'POST',
  area: 'school',
  path: '/import/staff',
  access: staffAccess,
  summary:
    'Import a staff file, all or nothing; accounts are made without a password (users choose one through forgot password)',
  body: importFileBodySchema,
  data: importResultSchema,
  ...upload,
});

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

export const importRoutes = [
  getStaffTemplate,
  dryRunStaffImport,
  importStaff,
  getStudentTemplate,
  dryRunStudentImport,
  importStudents,
];
