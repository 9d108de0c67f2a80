import { type FileRow, importMessages } from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';
import { importAllOrNothing, refuseWithIssues } from '../../platform/files/import-refusal.ts';
import type { AfterCommit, SignedInScope } from '../../platform/scope.ts';
import { findCurrentSession } from '../academics/index.ts';
import { parentPasswordQueue } from './parent-password-job.ts';
import { admissionYearOf } from './school-classes.ts';
import { checkStudentFile, insertStudentRows } from './student-import.ts';

async function studentSession(scope: SignedInScope) {
  const session = await findCurrentSession(scope.tx, scope.tenantId);
  if (!session) throw badRequest(importMessages.noCurrentSession, 'file');
  return { id: session.id, year: admissionYearOf(session) };
}

/** What an import of the file would do: its rows, the valid ones, and each issue. */
export async function dryRunStudentFile(scope: SignedInScope, rows: readonly FileRow[]) {
  const session = await studentSession(scope);
  const { valid, errors } = await checkStudentFile(scope.tx, scope.tenantId, session.id, rows);
  return { total_rows: rows.length, valid_rows: valid.length, errors };
}

/**
 * Admits every row of the file or none (any issue refuses the file); new parent accounts get
 * their first password by the job, after commit.
 */
export async function importStudentFile(
  scope: SignedInScope,
  after: AfterCommit,
  rows: readonly FileRow[],
) {
  const started = performance.now();
  const session = await studentSession(scope);
  const { valid, errors } = await checkStudentFile(scope.tx, scope.tenantId, session.id, rows);
  if (errors.length) refuseWithIssues(errors);
  const admitted = await importAllOrNothing(() =>
    insertStudentRows(scope.tx, scope.tenantId, session, valid),
  );
  const outcomes = admitted.flatMap((student) => student.parents.map((p) => p.account));
  const newAccounts = admitted.flatMap((student) =>
    student.parents.flatMap((p) => (p.account === 'created' && p.userId ? [p.userId] : [])),
  );
  const jobs = [...new Set(newAccounts)].map((userId) => ({
    data: { tenantId: scope.tenantId, userId },
    key: `${scope.tenantId}:${userId}`,
  }));
  after.afterCommit.push(() => after.services.jobs.send(parentPasswordQueue, jobs));
  return {
    created: admitted.length,
    first_admission_no: admitted[0]?.admissionNo ?? null,
    last_admission_no: admitted.at(-1)?.admissionNo ?? null,
    accounts_created: outcomes.filter((outcome) => outcome === 'created').length,
    accounts_reused: outcomes.filter((outcome) => outcome === 'reused').length,
    milliseconds: Math.round(performance.now() - started),
  };
}
