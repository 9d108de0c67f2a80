import { type ImportIssue, importMessages } from '@shala/contracts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import { AppError, badRequest } from '../errors.ts';

/** At most this many problems travel in a refused import's answer (the dry run lists all). */
const issuesInRefusal = 100;

/** Refuses an import file with its problems, each named by row and column. */
export function refuseWithIssues(issues: ImportIssue[]): never {
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
export async function importAllOrNothing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(importMessages.conflict, 'file');
    throw error;
  }
}
