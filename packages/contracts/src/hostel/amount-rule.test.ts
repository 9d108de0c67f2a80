import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  academicMonths,
  hostelAmountToPay,
  hostelDueDate,
  inAcademicOrder,
} from './amount-rule.ts';

const terms = { monthlyPaise: 500_000, lateFeePaise: 20_000, lastDay: 10 };

describe('academic months', () => {
  it('run April to December of the start year, then January to March', () => {
    expect(academicMonths(2026)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
  });

  it('are put in academic order across the calendar year end', () => {
    expect(inAcademicOrder(['2027-01', '2026-12', '2027-03', '2026-04', '2027-01'])).toEqual([
      '2026-04',
      '2026-12',
      '2027-01',
      '2027-03',
    ]);
  });

  it('clamp the last day of submission to the month', () => {
    expect(hostelDueDate('2027-02', 30)).toBe('2027-02-28');
    expect(hostelDueDate('2028-02', 30)).toBe('2028-02-29');
    expect(hostelDueDate('2026-04', 10)).toBe('2026-04-10');
  });
});

describe('hostel amount to pay', () => {
  it('adds a late fee per selected month up to the payment month after the last day', () => {
    const amount = hostelAmountToPay(terms, ['2026-05', '2026-04', '2026-06'], '2026-05-11');
    expect(amount.lines.map((line) => [line.month, line.lateFeePaise])).toEqual([
      ['2026-04', 20_000],
      ['2026-05', 20_000],
      ['2026-06', 0],
    ]);
    expect(amount).toMatchObject({
      duePaise: 1_500_000,
      lateFeePaise: 40_000,
      totalPaise: 1_540_000,
    });
  });

  it('takes the payment month’s late fee off when paying on or before the last day', () => {
    const onTheDay = hostelAmountToPay(terms, ['2026-04', '2026-05'], '2026-05-10');
    expect(onTheDay.lateFeePaise).toBe(20_000);
    expect(onTheDay.lines[1]!.lateFeePaise).toBe(0);
    expect(hostelAmountToPay(terms, ['2026-05'], '2026-05-01').totalPaise).toBe(500_000);
  });

  it('charges no late fee for months paid in advance', () => {
    expect(hostelAmountToPay(terms, ['2027-01', '2027-03'], '2026-12-31')).toMatchObject({
      lateFeePaise: 0,
      totalPaise: 1_000_000,
    });
  });

  it('charges months of January to March late when paid after the year end', () => {
    expect(hostelAmountToPay(terms, ['2026-12', '2027-01'], '2027-01-11').lateFeePaise).toBe(
      40_000,
    );
  });

  it('is nothing for no months', () => {
    expect(hostelAmountToPay(terms, [], '2026-05-11').totalPaise).toBe(0);
  });
});

const monthsArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 11 }), { maxLength: 12 })
  .map((picks) => picks.map((index) => academicMonths(2026)[index]!));
const dateArb = fc
  .date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const termsArb = fc.record({
  monthlyPaise: fc.integer({ min: 0, max: 10_000_000 }),
  lateFeePaise: fc.integer({ min: 0, max: 1_000_000 }),
  lastDay: fc.integer({ min: 1, max: 30 }),
});

describe('hostel amount to pay (properties)', () => {
  it('is months × amount plus one late fee per month past its last day, never negative', () => {
    fc.assert(
      fc.property(termsArb, monthsArb, dateArb, (t, months, paymentDate) => {
        const amount = hostelAmountToPay(t, months, paymentDate);
        const late = months.filter((month) => hostelDueDate(month, t.lastDay) < paymentDate);
        expect(amount.duePaise).toBe(months.length * t.monthlyPaise);
        expect(amount.lateFeePaise).toBe(late.length * t.lateFeePaise);
        expect(amount.totalPaise).toBe(amount.duePaise + amount.lateFeePaise);
        expect(amount.totalPaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds no late fee for the payment month when paid on its last day, nor for later months', () => {
    fc.assert(
      fc.property(termsArb, monthsArb, (t, months) => {
        fc.pre(months.length > 0);
        const payMonth = months[0]!;
        const amount = hostelAmountToPay(t, months, hostelDueDate(payMonth, t.lastDay));
        for (const line of amount.lines)
          if (line.month >= payMonth) expect(line.lateFeePaise).toBe(0);
          else expect(line.lateFeePaise).toBe(t.lateFeePaise);
      }),
    );
  });

  it('lists the months in academic order whatever the selection order', () => {
    fc.assert(
      fc.property(termsArb, monthsArb, dateArb, (t, months, paymentDate) => {
        const lines = hostelAmountToPay(t, [...months].reverse(), paymentDate).lines;
        const order = academicMonths(2026);
        const positions = lines.map((line) => order.indexOf(line.month));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });
});
