import type { Paise } from '../core/money.ts';
import { applyConcessions, type ConcededInstallment, type ConcessionRule } from './concessions.ts';
import { type LateFeeRule, lateFeeAmount } from './late-fee.ts';
import {
  computePlan,
  type FeeComponent,
  type FeePlan,
  feePlans,
  type PlanFigures,
  type Reduction,
} from './plan-totals.ts';
import { planInstallments } from './schedule.ts';

export * from './allocate.ts';
export * from './calendar.ts';
export * from './concessions.ts';
export * from './late-fee.ts';
export * from './plan-totals.ts';
export * from './schedule.ts';

/** What a class's row of one plan table sets: enrollment, last submission day, late fee. */
export interface PlanSettings {
  enrollmentPaise: Paise;
  /** 1–31, clamped to each month's length. */
  lastSubmissionDay: number;
  lateFee: LateFeeRule | null;
}

/** A fee structure as the rules read it (one class's view of it), amounts in paise. */
export interface StructureRules {
  components: readonly FeeComponent[];
  months: readonly number[];
  /** Empty when the structure's discount switch is off; likewise vouchers. */
  discounts: readonly Reduction[];
  vouchers: readonly Reduction[];
  plans: Record<FeePlan, PlanSettings>;
}

/** The figures of all four plan tables of a structure. */
export function computeStructurePlans(structure: StructureRules): Record<FeePlan, PlanFigures> {
  const entries = feePlans.map((plan) => [
    plan,
    computePlan({
      plan,
      components: structure.components,
      months: structure.months,
      discounts: structure.discounts,
      vouchers: structure.vouchers,
      enrollmentPaise: structure.plans[plan].enrollmentPaise,
    }),
  ]);
  return Object.fromEntries(entries) as Record<FeePlan, PlanFigures>;
}

/** One instalment of a student: due date, amount, fee types, concessions and the late fee. */
export interface StudentInstallment extends ConcededInstallment {
  lateFeeRule: LateFeeRule | null;
  /** The late fee owed once the due date has passed (see `lateFeeOn`). */
  lateFeePaise: Paise;
}

/**
 * A student's instalments for every plan of the class's structure in the academic year
 * starting April `startYear`, with their concessions applied.
 */
export function buildStudentSchedule(args: {
  structure: StructureRules;
  startYear: number;
  concessions: readonly ConcessionRule[];
}): StudentInstallment[] {
  const figures = computeStructurePlans(args.structure);
  return feePlans.flatMap((plan) => {
    const settings = args.structure.plans[plan];
    const planned = planInstallments({
      plan,
      figures: figures[plan],
      months: args.structure.months,
      startYear: args.startYear,
      lastSubmissionDay: settings.lastSubmissionDay,
    });
    return applyConcessions(planned, args.concessions).map((installment) => ({
      ...installment,
      lateFeeRule: settings.lateFee,
      lateFeePaise: lateFeeAmount(
        settings.lateFee,
        installment.parentDuePaise,
        figures[plan].finalTotalPaise,
      ),
    }));
  });
}
