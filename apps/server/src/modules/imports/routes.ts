import {
  dryRunStaffImport,
  dryRunStudentImport,
  getStaffTemplate,
  getStudentTemplate,
  type ImportIssue,
  importMessages,
  importStaff,
  importStudents,
  staffImportColumns,
  staffTemplateExample,
  studentImportColumns,
  studentTemplateExample,
} from '@shala/contracts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { databaseErrorOf } from '../staff/staff-service.ts';
import { admissionYearOf, findCurrentSession } from '../students/school-classes.ts';
import { readImportFile, uploadBytes } from './read-file.ts';
import { checkStaffFile, insertStaffRows } from './staff-import.ts';
import { checkStudentFile, insertStudentRows } from './student-import.ts';
import { sendTemplate } from './templates.ts';

/** At most this many problems travel in a refused import's answer (the dry run lists all). */
const issuesInRefusal = 100;

function refuseWithIssues(issues: ImportIssue[]): never {
  throw new AppError(
    'BAD_REQUEST',
    importMessages.hasErrors,
    issues.slice(0, issuesInRefusal).map((issue) => ({
      field: `rows.${issue.row}.${issue.field}`,
      message: issue.message,
    })),
  );
}

/** A concurrent writer took a user name, mobile or admission number first: nothing was kept. */
async function allOrNothing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (databaseErrorOf(error).code === '23505') throw badRequest(importMessages.conflict, 'file');
    throw error;
  }
}

async function studentSession(ctx: SignedInContext) {
  const session = await findCurrentSession(ctx.tx, ctx.tenant.id);
  if (!session) throw badRequest(importMessages.noCurrentSession, 'file');
  return { id: session.id, year: admissionYearOf(session) };
}

const mayGiveAdminRole = (ctx: SignedInContext) => ctx.user.roleId === 2;

export const importHandlers = {
  [getStaffTemplate.id]: handle(getStaffTemplate, async ({ query }, ctx) =>
    sendTemplate(ctx.reply, 'staff', query.format, staffImportColumns, staffTemplateExample),
  ),

  [getStudentTemplate.id]: handle(getStudentTemplate, async ({ query }, ctx) =>
    sendTemplate(ctx.reply, 'students', query.format, studentImportColumns, studentTemplateExample),
  ),

  [dryRunStaffImport.id]: handle(dryRunStaffImport, async ({ body, files }, ctx) => {
    const file = await readImportFile(
      uploadBytes(files?.[0]?.bytes, body.content_base64),
      staffImportColumns,
    );
    const { valid, errors } = await checkStaffFile(
      ctx.tx,
      ctx.tenant.id,
      file.rows,
      mayGiveAdminRole(ctx),
    );
    ctx.message = importMessages.checked;
    return { total_rows: file.rows.length, valid_rows: valid.length, errors };
  }),

  [importStaff.id]: handle(importStaff, async ({ body, files }, ctx) => {
    const started = performance.now();
    const file = await readImportFile(
      uploadBytes(files?.[0]?.bytes, body.content_base64),
      staffImportColumns,
    );
    const { valid, errors } = await checkStaffFile(
      ctx.tx,
      ctx.tenant.id,
      file.rows,
      mayGiveAdminRole(ctx),
    );
    if (errors.length) refuseWithIssues(errors);
    const created = await allOrNothing(() => insertStaffRows(ctx.tx, ctx.tenant.id, valid));
    ctx.message = importMessages.imported;
    return {
      created,
      first_admission_no: null,
      last_admission_no: null,
      accounts_created: created,
      accounts_reused: 0,
      milliseconds: Math.round(performance.now() - started),
    };
  }),

  [dryRunStudentImport.id]: handle(dryRunStudentImport, async ({ body, files }, ctx) => {
    const file = await readImportFile(
      uploadBytes(files?.[0]?.bytes, body.content_base64),
      studentImportColumns,
    );
    const session = await studentSession(ctx);
    const { valid, errors } = await checkStudentFile(ctx.tx, ctx.tenant.id, session.id, file.rows);
    ctx.message = importMessages.checked;
    return { total_rows: file.rows.length, valid_rows: valid.length, errors };
  }),

  [importStudents.id]: handle(importStudents, async ({ body, files }, ctx) => {
    const started = performance.now();
    const file = await readImportFile(
      uploadBytes(files?.[0]?.bytes, body.content_base64),
      studentImportColumns,
    );
    const session = await studentSession(ctx);
    const { valid, errors } = await checkStudentFile(ctx.tx, ctx.tenant.id, session.id, file.rows);
    if (errors.length) refuseWithIssues(errors);
    const admitted = await allOrNothing(() =>
      insertStudentRows(ctx.tx, ctx.tenant.id, session, valid),
    );
    const outcomes = admitted.flatMap((student) => student.parents.map((p) => p.account));
    ctx.message = importMessages.imported;
    return {
      created: admitted.length,
      first_admission_no: admitted[0]?.admissionNo ?? null,
      last_admission_no: admitted.at(-1)?.admissionNo ?? null,
      accounts_created: outcomes.filter((outcome) => outcome === 'created').length,
      accounts_reused: outcomes.filter((outcome) => outcome === 'reused').length,
      milliseconds: Math.round(performance.now() - started),
    };
  }),
};
