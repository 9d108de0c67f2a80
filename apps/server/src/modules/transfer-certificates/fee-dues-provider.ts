import { paiseToRupees } from '@shala/contracts';
import { findCurrentSession } from '../academics/index.ts';
import { listStudentDues } from '../fee-collection/index.ts';
import type { DuesProvider } from './dues-providers.ts';

/**
 * Fees: what the fees ledger and the fee structure say the student owes in the current session
 * on today's date in the school's time zone (late fees included): dues whose last date has come with a balance left.
 * Instalments not yet due are not owed by a student who leaves.
 */
export const feeDuesProvider: DuesProvider = {
  name: 'Fees',
  async listDues(scope, studentId) {
    const session = await findCurrentSession(scope.tx, scope.tenantId);
    if (!session) return [];
    const asOf = scope.today;
    const dues = await listStudentDues(scope, { studentId, sessionId: session.id, asOf });
    return dues
      .filter((due) => due.balancePaise > 0 && due.dueDate <= asOf)
      .map((due) => ({
        source: 'Fees',
        label: due.label,
        amount: paiseToRupees(due.balancePaise),
      }));
  },
};
