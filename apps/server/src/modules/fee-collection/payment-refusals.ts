import { feeCollectionMessages as m } from '@shala/contracts';
import { badRequest } from '../../platform/errors.ts';

/** What is left of a due on the payment date, and whether it was settled before this payment. */
export interface DueLeft {
  principalLeftPaise: number;
  lateFeeLeftPaise: number;
  settled: boolean;
}

/**
 * The refusals of a payment line, the same at the counter and for any other payment: the due
 * must exist, be unpaid, and the line must pay exactly its principal and late fee left.
 */
export function refuseLine(
  due: DueLeft | undefined,
  line: { amountPaise: number; lateFeePaise: number },
): void {
  if (!due) throw badRequest(m.dueNotFound, 'payment_structure');
  if (due.settled) throw badRequest(m.dueAlreadyPaid, 'payment_structure');
  if (line.amountPaise !== due.principalLeftPaise)
    throw badRequest(m.amountDiffers, 'payment_structure');
  if (line.lateFeePaise !== due.lateFeeLeftPaise)
    throw badRequest(m.lateFeeDiffers, 'payment_structure');
}

/**
 * The refusals of a concession and a late-fee waiver given with a payment: a concession larger
 * than the principal left, a waiver of no late fee or of more than is left.
 */
export function refuseAdjustments(
  left: { principalLeftPaise: number; lateFeeLeftPaise: number },
  given: { concessionPaise: number; waive: boolean; waiverPaise: number },
): void {
  if (given.concessionPaise > left.principalLeftPaise)
    throw badRequest(m.concessionTooLarge, 'concession_amount');
  if (given.waive && (left.lateFeeLeftPaise === 0 || given.waiverPaise > left.lateFeeLeftPaise))
    throw badRequest(m.nothingToWaive, 'waive_late_fee');
}
