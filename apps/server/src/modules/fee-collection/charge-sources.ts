import type { Tx } from '../../platform/db/connect.ts';
import type { DueItem } from './dues.ts';
import type { PostChargeInput } from './post-charge.ts';
import { postCharges } from './post-charge.ts';

/** What a payment through the ledger paid of a source's dues (its lines of that source). */
export interface PaidCharges {
  tenantId: number;
  feePaymentId: number;
  receiptNo: number;
  /** The ledger payment's key: the source's record of it is keyed by it too. */
  idempotencyKey: string;
  /** The fingerprint of the request that paid: a source's own key lookup refuses another. */
  requestHash: string;
  paymentDate: string;
  receivedBy: number | null;
  studentId: number;
  lines: { dueKey: string; amountPaise: number; lateFeePaise: number }[];
}

/**
 * A module whose dues come due by themselves (a hostel's months): they are dues before anyone
 * posts them, and are charged when paid, whichever door the payment comes through (the
 * parent's online payment, the fee counter, the module's own page).
 */
export interface ChargeSourceHooks {
  source: string;
  /** A student's charges due by `asOf` in the session that the module has not seen paid. */
  listPendingCharges(
    tx: Tx,
    tenantId: number,
    query: { studentId: number; sessionId: number; asOf: string },
  ): Promise<PostChargeInput[]>;
  /** A payment paid some of the source's dues: the module keeps its own record of them. */
  recordPaid(tx: Tx, paid: PaidCharges): Promise<void>;
  /** Of the given students, those who hold the source's service in the session (a hostel bed). */
  listHolders?(
    tx: Tx,
    tenantId: number,
    query: { sessionId: number; studentIds: readonly number[] },
  ): Promise<Set<number>>;
}

const sources: ChargeSourceHooks[] = [];

/** Called once by a module at start (its index.ts), as it plugs into the fee ledger. */
export function registerChargeSource(hooks: ChargeSourceHooks): void {
  if (!sources.some((source) => source.source === hooks.source)) sources.push(hooks);
}

/** The students a source's slips are for: its holders when it knows them, else every one. */
export async function listSourceHolders(
  tx: Tx,
  tenantId: number,
  source: string,
  query: { sessionId: number; studentIds: readonly number[] },
): Promise<Set<number>> {
  const hooks = sources.find((one) => one.source === source);
  if (!hooks?.listHolders || query.studentIds.length === 0) return new Set(query.studentIds);
  return hooks.listHolders(tx, tenantId, query);
}

/** The pending charges of a student from every source, less the due keys already charged. */
export async function listPendingCharges(
  tx: Tx,
  tenantId: number,
  query: { studentId: number; sessionId: number; asOf: string },
  chargedKeys: ReadonlySet<string>,
): Promise<PostChargeInput[]> {
  const all: PostChargeInput[] = [];
  for (const source of sources) all.push(...(await source.listPendingCharges(tx, tenantId, query)));
  return all.filter((charge) => !chargedKeys.has(charge.dueKey!));
}

/** A pending charge as a due with nothing paid yet. */
export const pendingDueItem = (charge: PostChargeInput): DueItem => ({
  dueKey: charge.dueKey!,
  label: charge.description,
  source: charge.source,
  sessionId: charge.sessionId ?? null,
  dueDate: charge.dueDate,
  amountPaise: charge.amountPaise,
  lateFeeRulePaise: charge.lateFeePaise ?? 0,
  concessionPaise: 0,
  paidPaise: 0,
  lateFeePaidPaise: 0,
  waivedPaise: 0,
});

/**
 * Before a payment: posts the pending charges its lines pay, in the payment's transaction. Only
 * the sources whose due keys the lines name are asked (a key starts with its source's name), so
 * a payment of school fees reads nothing of the hostel.
 */
export async function postPendingCharges(
  tx: Tx,
  tenantId: number,
  sessionId: number,
  lines: ReadonlyArray<{ studentId: number; dueKey: string }>,
  asOf: string,
): Promise<void> {
  const asked = sources.filter((source) =>
    lines.some((line) => line.dueKey.startsWith(`${source.source}:`)),
  );
  for (const studentId of new Set(lines.map((line) => line.studentId))) {
    const keys = new Set(lines.filter((l) => l.studentId === studentId).map((l) => l.dueKey));
    for (const source of asked) {
      const pending = await source.listPendingCharges(tx, tenantId, { studentId, sessionId, asOf });
      await postCharges(
        tx,
        pending.filter((charge) => keys.has(charge.dueKey!)),
      );
    }
  }
}

type PaidLine = PaidCharges['lines'][number] & { studentId: number; source: string };

/** After a payment: tells each source what it paid of the source's dues, student by student. */
export async function reportPaidCharges(
  tx: Tx,
  paid: Omit<PaidCharges, 'lines' | 'studentId'>,
  lines: readonly PaidLine[],
): Promise<void> {
  for (const source of sources)
    for (const studentId of new Set(lines.map((line) => line.studentId))) {
      const mine = lines.filter((l) => l.source === source.source && l.studentId === studentId);
      if (mine.length > 0)
        await source.recordPaid(tx, {
          ...paid,
          studentId,
          lines: mine.map(({ dueKey, amountPaise, lateFeePaise }) => ({
            dueKey,
            amountPaise,
            lateFeePaise,
          })),
        });
    }
}
