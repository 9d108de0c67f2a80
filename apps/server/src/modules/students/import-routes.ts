import {
  dryRunStudentImport,
  getStudentTemplate,
  importMessages,
  importStudents,
  studentImportColumns,
  studentTemplateExample,
} from '@shala/contracts';
import { sendTemplate } from '../../platform/files/import-templates.ts';
import { readUploadedImport } from '../../platform/files/read-import-file.ts';
import { handle } from '../../platform/http/handle.ts';
import { dryRunStudentFile, importStudentFile } from './import-students.ts';

const readStudentFile = { beforeTransaction: readUploadedImport(studentImportColumns) };

export const studentImportHandlers = {
  [getStudentTemplate.id]: handle(getStudentTemplate, async ({ query }, ctx) =>
    sendTemplate(ctx.reply, 'students', query.format, studentImportColumns, studentTemplateExample),
  ),

  [dryRunStudentImport.id]: handle(
    dryRunStudentImport,
    async ({ prepared: file }, ctx) => {
      const checked = await dryRunStudentFile(ctx.scope, file.rows);
      ctx.message = importMessages.checked;
      return checked;
    },
    readStudentFile,
  ),

  [importStudents.id]: handle(
    importStudents,
    async ({ prepared: file }, ctx) => {
      const imported = await importStudentFile(ctx.scope, ctx, file.rows);
      ctx.message = importMessages.imported;
      return imported;
    },
    readStudentFile,
  ),
};
