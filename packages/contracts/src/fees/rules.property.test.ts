import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumPaise } from '../core/money.ts';
import { applyConcessions, type ConcessionRule } from './concessions.ts';
import { lateFeeAmount, lateFeeOn } from './late-fee.ts';
import { computePlan, feePlans, type Reduction } from './plan-totals.ts';
import { buildStudentSchedule, type PlanSettings } from './rules.ts';

const paise = fc.integer({ min: 0, max: 1_000_000_00 });
const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
const components = fc.uniqueArray(
  fc.record({ feeTypeId: fc.integer({ min: 1, max: 6 }), amountPaise: paise }),
  {
    selector: (c) => c.feeTypeId,
    minLength: 1,
    maxLength: 5,
  },
);
const applyTo = fc.oneof(fc.constant('total' as const), fc.integer({ min: 1, max: 6 }));
const reduction: fc.Arbitrary<Reduction> = fc.oneof(
  fc.record({
    name: fc.string(),
    type: fc.constant('percentage' as const),
    value: fc.integer({ min: 100, max: 10_000 }).map((bp) => bp / 100),
    applyTo,
    applyOn: fc.subarray([...feePlans]),
  }),
  fc.record({
    name: fc.string(),
    type: fc.constant('amount' as const),
    value: fc.integer({ min: 100, max: 5_000_000_00 }),
    applyTo,
    applyOn: fc.subarray([...feePlans]),
  }),
);
const months = fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
const planInput = fc.record({
  plan: fc.constantFrom(...feePlans),
  components,
  months,
  discounts: fc.array(reduction, { maxLength: 4 }),
  vouchers: fc.array(reduction, { maxLength: 4 }),
  enrollmentPaise: fc.integer({ min: -1000, max: 1_000_000_00 }),
});
const lateFee = fc.option(
  fc.record({
    type: fc.constantFrom('amount' as const, 'percentage' as const),
    value: fc.integer({ min: 0, max: 10_000 }),
    applyTo: fc.constantFrom('installment' as const, 'total' as const),
  }),
);
const settings: fc.Arbitrary<PlanSettings> = fc.record({
  enrollmentPaise: fc.integer({ min: 0, max: 1_000_000 }),
  lastSubmissionDay: fc.integer({ min: 1, max: 31 }),
  lateFee,
});

describe('fee rules (properties)', () => {
  it('totals are never negative and discounts plus vouchers never exceed the total', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const f = computePlan(input);
        expect(f.finalTotalPaise).toBeGreaterThanOrEqual(0);
        expect(f.planTotalPaise).toBeGreaterThanOrEqual(0);
        expect(f.discountPaise).toBeGreaterThanOrEqual(0);
        expect(f.voucherPaise).toBeGreaterThanOrEqual(0);
        expect(f.discountPaise + f.voucherPaise).toBeLessThanOrEqual(f.totalFeePaise);
        expect(f.finalTotalPaise).toBe(f.totalFeePaise - f.discountPaise - f.voucherPaise);
        expect(f.installments.every((i) => i >= 0)).toBe(true);
      }),
    );
  });

  it('instalments add up to the plan total to the paisa, enrollment plus plan to the final', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const f = computePlan(input);
        expect(sumPaise(f.installments)).toBe(f.planTotalPaise);
        expect(f.enrollmentPaise + f.planTotalPaise).toBe(f.finalTotalPaise);
        const [first = 0] = f.installments;
        expect(f.installments.slice(0, -1).every((i) => i === first)).toBe(true);
      }),
    );
  });

  it('a schedule is whole: breakdowns and concessions add up, dues never negative', () => {
    const concession: fc.Arbitrary<ConcessionRule> = fc.record({
      categoryId: fc.integer({ min: 1, max: 9 }),
      name: fc.string(),
      type: fc.constantFrom('percentage' as const, 'amount' as const),
      value: fc.integer({ min: 0, max: 100 }),
      applyTo,
      stateReceivable: fc.boolean(),
    });
    fc.assert(
      fc.property(
        planInput,
        settings,
        fc.array(concession, { maxLength: 3 }),
        fc.integer({ min: 2000, max: 2100 }),
        (input, plan, concessions, startYear) => {
          const schedule = buildStudentSchedule({
            startYear,
            concessions: concessions.map((c) =>
              c.type === 'amount' ? { ...c, value: c.value * 100_000 } : c,
            ),
            structure: {
              ...input,
              plans: { monthly: plan, quarterly: plan, semestral: plan, oneTime: plan },
            },
          });
          for (const i of schedule) {
            expect(sumPaise(i.breakdown.map((b) => b.amountPaise))).toBe(i.amountPaise);
            expect(i.parentDuePaise).toBeGreaterThanOrEqual(0);
            expect(i.parentDuePaise + i.concessionPaise).toBe(i.amountPaise);
            expect(i.stateReceivablePaise).toBeLessThanOrEqual(i.concessionPaise);
            expect(i.lateFeePaise).toBeGreaterThanOrEqual(0);
            expect(
              i.dueDate.startsWith(String(startYear)) ||
                i.dueDate.startsWith(String(startYear + 1)),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it('late fees only after the last day, percentages bounded by their base', () => {
    fc.assert(
      fc.property(
        lateFee,
        paise,
        paise,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -400, max: 400 }),
        (rule, due, total, dueOffset, payOffset) => {
          const day = (offset: number) =>
            new Date(Date.UTC(2026, 3, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          const dueDate = day(dueOffset);
          const onDate = day(dueOffset + payOffset);
          const amount = lateFeeAmount(rule, due, total);
          const charged = lateFeeOn({ dueDate, lateFeePaise: amount }, onDate);
          if (onDate <= dueDate) expect(charged).toBe(0);
          else expect(charged).toBe(amount);
          if (rule?.type === 'percentage')
            expect(amount).toBeLessThanOrEqual(rule.applyTo === 'total' ? total : due);
        },
      ),
    );
  });

  it('a percentage concession never takes more than its base', () => {
    fc.assert(
      fc.property(paise, percent, (amount, value) => {
        const [i] = applyConcessions(
          [
            {
              key: 'k',
              label: 'l',
              plan: 'oneTime',
              dueDate: '2026-04-30',
              amountPaise: amount,
              breakdown: [{ feeTypeId: 1, amountPaise: amount }],
            },
          ],
          [
            {
              categoryId: 1,
              name: 'c',
              type: 'percentage',
              value,
              applyTo: 1,
              stateReceivable: false,
            },
          ],
        );
        expect(i!.concessionPaise).toBeLessThanOrEqual(amount);
        expect(i!.concessionPaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
