import { describe, expect, it } from 'vitest';
import { allocateByWeight } from './allocate.ts';
import { dueDateIn, orderedMonths } from './calendar.ts';
import { applyConcessions } from './concessions.ts';
import { lateFeeAmount, lateFeeOn } from './late-fee.ts';
import { computePlan, type FeeComponent, type Reduction } from './plan-totals.ts';
import { buildStudentSchedule, type StructureRules } from './rules.ts';

const tuition = 1;
const computer = 2;
const components: FeeComponent[] = [
  { feeTypeId: tuition, amountPaise: 3_000_000 },
  { feeTypeId: computer, amountPaise: 600_000 },
];
const plan = (over: Partial<Parameters<typeof computePlan>[0]> = {}) =>
  computePlan({
    plan: 'monthly',
    components,
    months: [],
    discounts: [],
    vouchers: [],
    enrollmentPaise: 0,
    ...over,
  });
const off = (value: number, type: Reduction['type'], applyTo: Reduction['applyTo'] = 'total') =>
  ({ name: `${value}${type}`, type, value, applyTo, applyOn: [] }) satisfies Reduction;

describe('plan totals', () => {
  it('divides the total by the selected months, 4, 2 and 1', () => {
    expect(plan().installments).toEqual(Array(12).fill(300_000));
    expect(plan({ months: [4, 5, 6, 7, 8, 9, 10, 11, 12, 1] }).installments).toEqual(
      Array(10).fill(360_000),
    );
    expect(plan({ plan: 'quarterly' }).installments).toEqual(Array(4).fill(900_000));
    expect(plan({ plan: 'semestral' }).installments).toEqual([1_800_000, 1_800_000]);
    expect(plan({ plan: 'oneTime' }).installments).toEqual([3_600_000]);
  });

  it('puts the rounding remainder on the last instalment', () => {
    const figures = plan({ components: [{ feeTypeId: 1, amountPaise: 1_000_000 }] });
    expect(figures.installments.slice(0, 11)).toEqual(Array(11).fill(83_333));
    expect(figures.installments[11]).toBe(83_337);
  });

  it('takes a discount from a fee type and a voucher only on its plans', () => {
    const discounts = [off(10, 'percentage', tuition)];
    const vouchers = [{ ...off(100_000, 'amount'), applyOn: ['quarterly' as const] }];
    const monthly = plan({ discounts, vouchers });
    expect(monthly).toMatchObject({ discountPaise: 300_000, voucherPaise: 0 });
    expect(monthly.finalTotalPaise).toBe(3_300_000);
    const quarterly = plan({ plan: 'quarterly', discounts, vouchers });
    expect(quarterly.finalTotalPaise).toBe(3_200_000);
    expect(quarterly.netByFeeType).toEqual([
      { feeTypeId: tuition, amountPaise: 2_700_000 },
      { feeTypeId: computer, amountPaise: 600_000 },
    ]);
  });

  it('caps discounts and vouchers at the total, so the final total is never below 0', () => {
    const figures = plan({
      discounts: [off(90, 'percentage')],
      vouchers: [{ ...off(1_000_000, 'amount'), applyOn: ['monthly'] }],
    });
    expect(figures.discountPaise + figures.voucherPaise).toBe(3_600_000);
    expect(figures.finalTotalPaise).toBe(0);
    expect(figures.installments.every((i) => i === 0)).toBe(true);
  });

  it('takes the enrollment amount first and clamps it to the final total', () => {
    const figures = plan({ plan: 'quarterly', enrollmentPaise: 400_000 });
    expect(figures.planTotalPaise).toBe(3_200_000);
    expect(figures.installments).toEqual(Array(4).fill(800_000));
    expect(plan({ enrollmentPaise: 9_999_999 }).enrollmentPaise).toBe(3_600_000);
  });
});

describe('calendar', () => {
  it('orders months April to March and clamps the last day to the month', () => {
    expect(orderedMonths([1, 4, 12])).toEqual([4, 12, 1]);
    expect(orderedMonths([])).toHaveLength(12);
    expect(dueDateIn(2027, 2, 31)).toBe('2027-02-28');
    expect(dueDateIn(2028, 2, 30)).toBe('2028-02-29');
    expect(dueDateIn(2026, 4, 31)).toBe('2026-04-30');
  });
});

describe('student schedule', () => {
  const structure: StructureRules = {
    components,
    months: [],
    discounts: [],
    vouchers: [],
    plans: {
      monthly: {
        enrollmentPaise: 0,
        lastSubmissionDay: 10,
        lateFee: { type: 'amount', value: 5_000, applyTo: 'installment' },
      },
      quarterly: {
        enrollmentPaise: 0,
        lastSubmissionDay: 31,
        lateFee: { type: 'percentage', value: 2, applyTo: 'installment' },
      },
      semestral: { enrollmentPaise: 100_000, lastSubmissionDay: 15, lateFee: null },
      oneTime: { enrollmentPaise: 0, lastSubmissionDay: 31, lateFee: null },
    },
  };
  const schedule = buildStudentSchedule({ structure, startYear: 2026, concessions: [] });

  it('keys, labels and dates every instalment in the academic year', () => {
    const monthly = schedule.filter((i) => i.plan === 'monthly');
    expect(monthly.map((i) => i.key)).toContain('2026-27:monthly:04');
    expect(monthly.at(-1)).toMatchObject({
      key: '2026-27:monthly:03',
      label: 'March 2027',
      dueDate: '2027-03-10',
    });
    const quarterly = schedule.filter((i) => i.plan === 'quarterly');
    expect(quarterly.map((i) => i.dueDate)).toEqual([
      '2026-04-30',
      '2026-07-31',
      '2026-10-31',
      '2027-01-31',
    ]);
    expect(quarterly[0]!.lateFeePaise).toBe(18_000);
    const semestral = schedule.filter((i) => i.plan === 'semestral');
    expect(semestral.map((i) => i.key)).toEqual([
      '2026-27:semestral:enrollment',
      '2026-27:semestral:1',
      '2026-27:semestral:2',
    ]);
    expect(semestral.map((i) => i.amountPaise)).toEqual([100_000, 1_750_000, 1_750_000]);
  });

  it('breaks each instalment into fee types that add up to it', () => {
    for (const installment of schedule) {
      const sum = installment.breakdown.reduce((s, c) => s + c.amountPaise, 0);
      expect(sum).toBe(installment.amountPaise);
    }
    expect(schedule[0]!.breakdown).toEqual([
      { feeTypeId: tuition, amountPaise: 250_000 },
      { feeTypeId: computer, amountPaise: 50_000 },
    ]);
  });

  it('charges the late fee only after the last submission date', () => {
    const april = schedule[0]!;
    expect(lateFeeOn(april, '2026-04-10')).toBe(0);
    expect(lateFeeOn(april, '2026-04-11')).toBe(5_000);
  });
});

describe('concessions', () => {
  const schedule = buildStudentSchedule({
    startYear: 2026,
    concessions: [],
    structure: {
      components,
      months: [],
      discounts: [],
      vouchers: [],
      plans: {
        monthly: { enrollmentPaise: 0, lastSubmissionDay: 10, lateFee: null },
        quarterly: { enrollmentPaise: 0, lastSubmissionDay: 10, lateFee: null },
        semestral: { enrollmentPaise: 0, lastSubmissionDay: 10, lateFee: null },
        oneTime: { enrollmentPaise: 0, lastSubmissionDay: 10, lateFee: null },
      },
    },
  });
  const quarterly = schedule.filter((i) => i.plan === 'quarterly');

  it('takes a sibling percentage of tuition from each instalment', () => {
    const sibling = {
      categoryId: 1,
      name: 'Sibling (2nd child)',
      type: 'percentage' as const,
      value: 10,
      applyTo: tuition,
      stateReceivable: false,
    };
    const conceded = applyConcessions(quarterly, [sibling]);
    expect(conceded.map((i) => i.concessionPaise)).toEqual(Array(4).fill(75_000));
    expect(conceded[0]!.parentDuePaise).toBe(825_000);
  });

  it('spreads a yearly scholarship amount and never concedes more than the instalment', () => {
    const scholarship = {
      categoryId: 2,
      name: 'Scholarship',
      type: 'amount' as const,
      value: 100_001,
      applyTo: 'total' as const,
      stateReceivable: false,
    };
    const conceded = applyConcessions(quarterly, [scholarship, { ...scholarship, value: 9e9 }]);
    expect(conceded.reduce((s, i) => s + i.concessions[0]!.amountPaise, 0)).toBe(100_001);
    expect(conceded.every((i) => i.parentDuePaise === 0)).toBe(true);
  });

  it('makes an RTE seat a receivable from the state, not a due of the parent', () => {
    const rte = {
      categoryId: 3,
      name: 'RTE 25% quota',
      type: 'percentage' as const,
      value: 100,
      applyTo: 'total' as const,
      stateReceivable: true,
    };
    const [first] = applyConcessions(quarterly, [rte]);
    expect(first).toMatchObject({ parentDuePaise: 0, stateReceivablePaise: 900_000 });
    expect(lateFeeAmount({ type: 'amount', value: 5_000, applyTo: 'installment' }, 0, 0)).toBe(0);
  });
});

describe('allocateByWeight', () => {
  it('shares exactly, the remainder by the largest fractions', () => {
    expect(allocateByWeight(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(allocateByWeight(10, [0, 0])).toEqual([0, 10]);
  });
});
