import type { FeePlan } from '@shala/contracts';
import type { Tx } from '../../../platform/db/connect.ts';
import type { TenantScope } from '../../../platform/scope.ts';
import { findCurrentSession } from '../../academics/index.ts';
import { findStudentsByIds, listChildIds } from '../../students/index.ts';
import { type DueWithStanding, listStudentDues, postCharge, recordPayment } from '../index.ts';

/**
 * Online payment's one door into the fee ledger (fee-collection's published functions): the
 * dues a checkout may pay, recording a paid invoice; and students' (a parent's children, names).
 */
export { postCharge, recordPayment };
export type PayableDue = DueWithStanding;

/**
 * A student's dues in the current session as of `asOf`; the fee structure's in `plan` while no
 * payment has fixed the student's plan (monthly when not given).
 */
export async function findPayableDues(
  scope: TenantScope,
  studentId: number,
  asOf: string,
  plan?: FeePlan | null,
): Promise<PayableDue[]> {
  const session = await findCurrentSession(scope.tx, scope.tenantId);
  if (!session) return [];
  return listStudentDues(scope, { studentId, sessionId: session.id, asOf, plan });
}

/** The ids of a parent account's children. */
export const findChildIds = listChildIds;

/** Student names by id, for an invoice's lines. */
export async function findStudentNames(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await findStudentsByIds(tx, tenantId, ids);
  return new Map(rows.map((row) => [row.studentId, row.studentName]));
}
