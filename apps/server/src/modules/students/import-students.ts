import { type FileRow, importMessages } from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import { importAllOrNothing, refuseWithIssues } from '../../platform/files/import-refusal.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { findCurrentSession } from '../academics/index.ts';
import { parentPasswordQueue } from './parent-password-job.ts';
import { admissionYearOf } from './school-classes.ts';
import { checkStudentFile, insertStudentRows } from './student-import.ts';

async function studentSession(ctx: SignedInContext) {
  const session = await findCurrentSession(ctx.tx, ctx.tenant.id);
  if (!session) throw badRequest(importMessages.noCurrentSession, 'file');
  return { id: session.id, year: admissionYearOf(session) };
}

/** What an import of the file would do: its rows, the valid ones, and each issue. */
export async function dryRunStudentFile(ctx: SignedInContext, rows: readonly FileRow[]) {
  const session = await studentSession(ctx);
  const { valid, errors } = await checkStudentFile(ctx.tx, ctx.tenant.id, session.id, rows);
  return { total_rows: rows.length, valid_rows: valid.length, errors };
}

/**
 * Admits every row of the file or none (any issue refuses the file); new parent accounts get
 * their first password by the job, after commit.
 */
export async function importStudentFile(ctx: SignedInContext, rows: readonly FileRow[]) {
  const started = performance.now();
  const session = await studentSession(ctx);
  const { valid, errors } = await checkStudentFile(ctx.tx, ctx.tenant.id, session.id, rows);
  if (errors.length) refuseWithIssues(errors);
  const admitted = await importAllOrNothing(() =>
    insertStudentRows(ctx.tx, ctx.tenant.id, session, valid),
  );
  const outcomes = admitted.flatMap((student) => student.parents.map((p) => p.account));
  const newAccounts = admitted.flatMap((student) =>
    student.parents.flatMap((p) => (p.account === 'created' && p.userId ? [p.userId] : [])),
  );
  const jobs = [...new Set(newAccounts)].map((userId) => ({
    data: { tenantId: ctx.tenant.id, userId },
    key: `${ctx.tenant.id}:${userId}`,
  }));
  ctx.afterCommit.push(() => ctx.services.jobs.send(parentPasswordQueue, jobs));
  return {
    created: admitted.length,
    first_admission_no: admitted[0]?.admissionNo ?? null,
    last_admission_no: admitted.at(-1)?.admissionNo ?? null,
    accounts_created: outcomes.filter((outcome) => outcome === 'created').length,
    accounts_reused: outcomes.filter((outcome) => outcome === 'reused').length,
    milliseconds: Math.round(performance.now() - started),
  };
}
