import { type Paise, percentOf, sumPaise } from '../core/money.ts';
import { allocateByWeight } from './allocate.ts';
import type { ApplyTo } from './plan-totals.ts';
import type { PlannedInstallment } from './schedule.ts';

/**
 * A concession category a school defines once (sibling, staff ward, scholarship, RTE quota):
 * a percentage of each instalment's fee type (or total), or a yearly amount spread over the
 * instalments. `stateReceivable` (RTE): the state owes the conceded part, not the parent.
 */
export interface ConcessionRule {
  categoryId: number;
  name: string;
  type: 'percentage' | 'amount';
  /** Percent (0–100) or yearly paise. */
  value: number;
  applyTo: ApplyTo;
  stateReceivable: boolean;
}

export interface AppliedConcession {
  categoryId: number;
  name: string;
  amountPaise: Paise;
  stateReceivable: boolean;
}

export interface ConcededInstallment extends PlannedInstallment {
  concessions: AppliedConcession[];
  concessionPaise: Paise;
  /** Of the concession, what the state owes the school (RTE). */
  stateReceivablePaise: Paise;
  /** What the parent owes: amount less every concession, never below 0. */
  parentDuePaise: Paise;
}

const baseIn = (installment: PlannedInstallment, applyTo: ApplyTo): Paise =>
  applyTo === 'total'
    ? installment.amountPaise
    : sumPaise(
        installment.breakdown.filter((c) => c.feeTypeId === applyTo).map((c) => c.amountPaise),
      );

/** Each concession's share of each instalment, before capping at what is left. */
function sharesOf(rule: ConcessionRule, installments: readonly PlannedInstallment[]): Paise[] {
  const bases = installments.map((i) => baseIn(i, rule.applyTo));
  if (rule.type === 'percentage') {
    const percent = Math.min(100, Math.max(0, rule.value));
    return bases.map((base) => percentOf(base, percent));
  }
  const yearly = Math.min(Math.max(0, rule.value), sumPaise(bases));
  return allocateByWeight(yearly, bases);
}

/** The concessions applied, in order, to a plan's instalments; together never above an instalment. */
export function applyConcessions(
  installments: readonly PlannedInstallment[],
  rules: readonly ConcessionRule[],
): ConcededInstallment[] {
  const shares = rules.map((rule) => sharesOf(rule, installments));
  return installments.map((installment, i) => {
    let left = installment.amountPaise;
    const concessions: AppliedConcession[] = [];
    rules.forEach((rule, r) => {
      const amountPaise = Math.min(left, Math.max(0, shares[r]![i]!));
      if (amountPaise === 0) return;
      left -= amountPaise;
      concessions.push({
        categoryId: rule.categoryId,
        name: rule.name,
        amountPaise,
        stateReceivable: rule.stateReceivable,
      });
    });
    const concessionPaise = installment.amountPaise - left;
    return {
      ...installment,
      concessions,
      concessionPaise,
      stateReceivablePaise: sumPaise(
        concessions.filter((c) => c.stateReceivable).map((c) => c.amountPaise),
      ),
      parentDuePaise: left,
    };
  });
}
