import type { ChargeSource } from '@shala/contracts';
import type { Tx } from '../../platform/db/connect.ts';
import { appendEntries } from './ledger-writes.ts';

export interface PostChargeInput {
  tenantId: number;
  studentId: number;
  source: ChargeSource;
  description: string;
  amountPaise: number;
  /** Last date of payment (YYYY-MM-DD); the late fee accrues after it. */
  dueDate: string;
  /** A repeated key posts nothing more and answers the first entry. */
  idempotencyKey: string;
  sessionId?: number | null;
  /** The due's key on receipts and in payments; `<source>:<idempotencyKey>` by default. */
  dueKey?: string;
  lateFeePaise?: number;
  createdBy?: number | null;
}

/** Posts a charge (hostel, transport, a library fine, …) to the student's fee ledger. */
export async function postCharge(tx: Tx, input: PostChargeInput): Promise<{ entryId: number }> {
  const [entryId] = await appendEntries(tx, [
    {
      tenantId: input.tenantId,
      kind: 'charge',
      idempotencyKey: `charge:${input.idempotencyKey}`,
      studentId: input.studentId,
      sessionId: input.sessionId ?? null,
      source: input.source,
      dueKey: input.dueKey ?? `${input.source}:${input.idempotencyKey}`,
      label: input.description,
      dueDate: input.dueDate,
      entryDate: input.dueDate,
      amountPaise: input.amountPaise,
      lateFeePaise: input.lateFeePaise ?? 0,
      createdBy: input.createdBy ?? null,
    },
  ]);
  return { entryId: entryId! };
}
