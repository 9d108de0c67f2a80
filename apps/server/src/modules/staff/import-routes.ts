import {
  dryRunStaffImport,
  getStaffTemplate,
  importMessages,
  importStaff,
  staffImportColumns,
  staffTemplateExample,
} from '@shala/contracts';
import { importAllOrNothing, refuseWithIssues } from '../../platform/files/import-refusal.ts';
import { sendTemplate } from '../../platform/files/import-templates.ts';
import { readUploadedImport } from '../../platform/files/read-import-file.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { checkStaffFile, insertStaffRows } from './staff-import.ts';

const mayGiveAdminRole = (ctx: SignedInContext) => ctx.user.roleId === 2;
const readStaffFile = { beforeTransaction: readUploadedImport(staffImportColumns) };

export const staffImportHandlers = {
  [getStaffTemplate.id]: handle(getStaffTemplate, async ({ query }, ctx) =>
    sendTemplate(ctx.reply, 'staff', query.format, staffImportColumns, staffTemplateExample),
  ),

  [dryRunStaffImport.id]: handle(
    dryRunStaffImport,
    async ({ prepared: file }, ctx) => {
      const { valid, errors } = await checkStaffFile(
        ctx.tx,
        ctx.tenant.id,
        file.rows,
        mayGiveAdminRole(ctx),
      );
      ctx.message = importMessages.checked;
      return { total_rows: file.rows.length, valid_rows: valid.length, errors };
    },
    readStaffFile,
  ),

  [importStaff.id]: handle(
    importStaff,
    async ({ prepared: file }, ctx) => {
      const started = performance.now();
      const { valid, errors } = await checkStaffFile(
        ctx.tx,
        ctx.tenant.id,
        file.rows,
        mayGiveAdminRole(ctx),
      );
      if (errors.length) refuseWithIssues(errors);
      const created = await importAllOrNothing(() => insertStaffRows(ctx.tx, ctx.tenant.id, valid));
      ctx.message = importMessages.imported;
      return {
        created,
        first_admission_no: null,
        last_admission_no: null,
        accounts_created: created,
        accounts_reused: 0,
        milliseconds: Math.round(performance.now() - started),
      };
    },
    readStaffFile,
  ),
};
