import { z } from 'zod';
import {
  dryRunResultSchema,
  importFileBodySchema,
  importResultSchema,
  templateQuerySchema,
  importUpload as upload,
} from '../core/import-file.ts';
import { defineRoute } from '../core/route.ts';

const staffAccess = { kind: 'module', module: 'staff:create_user' } as const;

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

export const staffImportRoutes = [getStaffTemplate, dryRunStaffImport, importStaff];
