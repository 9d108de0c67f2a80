import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConcessionRule } from '../fees/concessions.ts';
import { feePlans } from '../fees/plan-totals.ts';
import { buildStudentSchedule, type StructureRules } from '../fees/rules.ts';
import { scheduleDuesOf, studentPlanOf } from './schedule-dues.ts';

const settings = {
  enrollmentPaise: 0,
  lastSubmissionDay: 10,
  lateFee: { type: 'amount' as const, value: 5_000, applyTo: 'installment' as const },
};
const structure = (tuitionPaise: number): StructureRules => ({
  components: [{ feeTypeId: 1, amountPaise: tuitionPaise }],
  months: [],
  discounts: [],
  vouchers: [],
  plans: { monthly: settings, quarterly: settings, semestral: settings, oneTime: settings },
});
const tenPercent: ConcessionRule = {
  categoryId: 7,
  name: 'Sibling',
  type: 'percentage',
  value: 10,
  applyTo: 'total',
  stateReceivable: false,
};
const schedule = (concessions: ConcessionRule[] = []) =>
  buildStudentSchedule({ structure: structure(3_600_000), startYear: 2026, concessions });

describe('studentPlanOf', () => {
  it('takes the plan already charged, then the one asked for, then monthly', () => {
    expect(studentPlanOf(['library:issue:4', '2026-27:quarterly:1'], 'monthly')).toEqual({
      plan: 'quarterly',
      fixed: true,
    });
    expect(studentPlanOf(['library:issue:4'], 'semestral')).toEqual({
      plan: 'semestral',
      fixed: false,
    });
    expect(studentPlanOf([])).toEqual({ plan: 'monthly', fixed: false });
  });
});

describe('scheduleDuesOf', () => {
  it("gives the plan's instalments with their late fee and the student's concessions", () => {
    const { plan, dues } = scheduleDuesOf({
      installments: schedule([tenPercent]),
      chargedKeys: [],
      requestedPlan: 'quarterly',
    });
    expect(plan).toBe('quarterly');
    expect(dues).toHaveLength(4);
    expect(dues[0]).toEqual({
      dueKey: '2026-27:quarterly:1',
      label: 'Quarter 1',
      dueDate: '2026-04-10',
      amountPaise: 900_000,
      concessionPaise: 90_000,
      concessionLabel: 'Sibling',
      lateFeeRulePaise: 5_000,
    });
  });

  it('leaves out the keys the ledger already charges, and the other plans', () => {
    const { plan, planFixed, dues } = scheduleDuesOf({
      installments: schedule(),
      chargedKeys: ['2026-27:quarterly:1', '2026-27:quarterly:3'],
      requestedPlan: 'monthly',
    });
    expect({ plan, planFixed }).toEqual({ plan: 'quarterly', planFixed: true });
    expect(dues.map((due) => due.dueKey)).toEqual(['2026-27:quarterly:2', '2026-27:quarterly:4']);
  });

  it('never repeats a charged key and adds up to the plan less what is charged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...feePlans),
        fc.subarray([1, 2, 3, 4]),
        (tuition, plan, chargedQuarters) => {
          const installments = buildStudentSchedule({
            structure: structure(tuition),
            startYear: 2026,
            concessions: [],
          });
          const chargedKeys = chargedQuarters.map((q) => `2026-27:quarterly:${q}`);
          const result = scheduleDuesOf({ installments, chargedKeys, requestedPlan: plan });
          const keys = result.dues.map((due) => due.dueKey);
          expect(keys.some((key) => chargedKeys.includes(key))).toBe(false);
          expect(new Set(keys).size).toBe(keys.length);
          const planned = installments.filter(
            (i) => i.plan === result.plan && !chargedKeys.includes(i.key),
          );
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          expect(sum(result.dues.map((due) => due.amountPaise))).toBe(
            sum(planned.map((i) => i.amountPaise)),
          );
        },
      ),
    );
  });
});
