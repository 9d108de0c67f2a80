import { planOfDueKey } from '@shala/contracts';
import type { Tx } from '../../platform/db/connect.ts';
import { insertEntries, type NewLedgerEntry } from './ledger-writes.ts';
import { type LoadedSchedule, loadScheduleDues } from './schedule-dues.ts';

/**
 * Before a payment: charges the fee-structure dues it pays that the ledger has not charged
 * yet (the charge, and the student's concessions on it as a concession entry), in the
 * payment's transaction, so the payment is checked against the ledger alone. Keys are per
 * student and due: a retry or a second payment posts nothing more. A key of another plan than
 * the one the ledger has fixed is not a due and is left to the payment's check to refuse.
 */
export async function postScheduleCharges(
  tx: Tx,
  args: {
    tenantId: number;
    sessionId: number;
    lines: ReadonlyArray<{ studentId: number; dueKey: string }>;
    createdBy: number | null;
    loaded?: LoadedSchedule;
  },
): Promise<void> {
  const { tenantId, sessionId } = args;
  const entries: NewLedgerEntry[] = [];
  for (const studentId of new Set(args.lines.map((line) => line.studentId))) {
    const keys = args.lines.filter((l) => l.studentId === studentId).map((l) => l.dueKey);
    const plan = keys.map(planOfDueKey).find((p) => p !== null);
    if (!plan) continue;
    const { loaded } = args;
    const schedule =
      loaded && loaded.requestedPlan === plan && loaded.studentIds.includes(studentId)
        ? loaded.dues
        : await loadScheduleDues(tx, tenantId, sessionId, {
            studentIds: [studentId],
            requestedPlan: plan,
          });
    for (const due of schedule.get(studentId)?.dues ?? []) {
      if (!keys.includes(due.dueKey)) continue;
      const entry = {
        tenantId,
        studentId,
        sessionId,
        source: 'school_fee',
        dueKey: due.dueKey,
        dueDate: due.dueDate,
        entryDate: due.dueDate,
        createdBy: args.createdBy,
      };
      entries.push({
        ...entry,
        kind: 'charge',
        idempotencyKey: `charge:schedule:${studentId}:${due.dueKey}`,
        label: due.label,
        amountPaise: due.amountPaise,
        lateFeePaise: due.lateFeeRulePaise,
      });
      if (due.concessionPaise > 0)
        entries.push({
          ...entry,
          kind: 'concession',
          idempotencyKey: `concession:schedule:${studentId}:${due.dueKey}`,
          label: due.concessionLabel,
          amountPaise: due.concessionPaise,
        });
    }
  }
  await insertEntries(tx, entries);
}
