import type { Paise } from '../core/money.ts';

/** The kinds of entry the fee ledger holds; a reversal cancels one earlier entry. */
export const ledgerEntryKinds = ['charge', 'payment', 'concession', 'waiver', 'reversal'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** Where a charge comes from: the school fee schedule or another module's posting. */
export const chargeSources = ['school_fee', 'hostel', 'transport', 'library', 'other'] as const;
export type ChargeSource = (typeof chargeSources)[number];

/** Counter payment modes (§9) and the online one the provider flow records. */
export const paymentModes = ['cash', 'cheque', 'demand_draft', 'online'] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const counterPaymentModes = ['cash', 'cheque', 'demand_draft'] as const;
export const paymentModeLabels: Record<PaymentMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  demand_draft: 'Demand Draft',
  online: 'Online',
};

/** What the ledger holds for one due (an instalment, a month, a posted charge), net of reversals. */
export interface DueLedger {
  /** Amount demanded before concessions. */
  amountPaise: Paise;
  /** Late fee the due carries once its last date has passed unpaid. */
  lateFeeRulePaise: Paise;
  /** Last date of payment (YYYY-MM-DD); a late fee accrues after it. */
  dueDate: string;
  concessionPaise: Paise;
  paidPaise: Paise;
  lateFeePaidPaise: Paise;
  waivedPaise: Paise;
}

/** A due's figures on a date: what is owed, with its late fee, after everything recorded. */
export interface DueStanding {
  principalPaise: Paise;
  principalLeftPaise: Paise;
  /** Late fee accrued on the date (what was paid of it once settled). */
  lateFeePaise: Paise;
  lateFeeLeftPaise: Paise;
  balancePaise: Paise;
  /** Demanded = paid + balance: principal after concessions, plus late fee after waivers. */
  demandedPaise: Paise;
}

/**
 * The one rule for a due's balance on `asOf` (YYYY-MM-DD): the principal is the amount less
 * concessions (never below 0); a late fee accrues only while principal is left after the due
 * date; a late fee once paid stays accrued; waivers and payments reduce what is left.
 */
export function standingOf(due: DueLedger, asOf: string): DueStanding {
  const principalPaise = Math.max(0, due.amountPaise - due.concessionPaise);
  const principalLeftPaise = Math.max(0, principalPaise - due.paidPaise);
  const late = principalLeftPaise > 0 && asOf > due.dueDate ? due.lateFeeRulePaise : 0;
  const lateFeePaise = Math.max(late, due.lateFeePaidPaise + due.waivedPaise);
  const lateFeeLeftPaise = Math.max(0, lateFeePaise - due.lateFeePaidPaise - due.waivedPaise);
  return {
    principalPaise,
    principalLeftPaise,
    lateFeePaise,
    lateFeeLeftPaise,
    balancePaise: principalLeftPaise + lateFeeLeftPaise,
    demandedPaise: principalPaise + lateFeePaise - due.waivedPaise,
  };
}

/** Spreads a concession over dues in order, each up to what is left of its principal. */
export function spreadConcession(
  concessionPaise: Paise,
  principalsLeft: readonly Paise[],
): Paise[] {
  let left = concessionPaise;
  return principalsLeft.map((room) => {
    const share = Math.min(room, left);
    left -= share;
    return share;
  });
}

/** True when a cheque or demand draft needs its number, date and bank. */
export const needsInstrument = (mode: PaymentMode) => mode === 'cheque' || mode === 'demand_draft';

/** What the counter takes for the chosen dues: principal less the concession, plus late fees unless waived. */
export function counterTotal(
  dues: ReadonlyArray<{ principalLeftPaise: Paise; lateFeeLeftPaise: Paise }>,
  concessionPaise: Paise,
  waiveLateFee: boolean,
): Paise {
  const principal = dues.reduce((sum, due) => sum + due.principalLeftPaise, 0);
  const late = dues.reduce((sum, due) => sum + due.lateFeeLeftPaise, 0);
  return Math.max(0, principal - concessionPaise) + (waiveLateFee ? 0 : late);
}
