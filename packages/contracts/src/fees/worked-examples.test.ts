import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '../core/money.ts';
import { academicMonthOrder } from './calendar.ts';
import { applyConcessions } from './concessions.ts';
import { type LateFeeRule, lateFeeAmount, lateFeeOn } from './late-fee.ts';
import { computePlan, type FeePlan, type Reduction } from './plan-totals.ts';

/** The tables of docs/fees.md, row by row, as cells. */
function tablesOf(markdown: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.every((c) => /^-+$/.test(c))) continue;
    if (!current) {
      current = [];
      tables.push(current);
      continue; // the header
    }
    current.push(cells);
  }
  return tables;
}

const doc = readFileSync(new URL('../../../../docs/fees.md', import.meta.url), 'utf8');
const [planTable = [], lateFeeTable = []] = tablesOf(doc);
const monthIndex = (name: string) =>
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(
    name,
  ) + 1;

function monthsOf(cell: string): number[] {
  if (cell === 'all') return [];
  const [from, to] = cell.split('–').map(monthIndex);
  const order: number[] = [...academicMonthOrder];
  return order.slice(order.indexOf(from!), order.indexOf(to!) + 1);
}

function reductionsOf(cell: string, typeIds: Map<string, number>): Reduction[] {
  if (cell === '—') return [];
  return cell.split(';').map((part) => {
    const match = /^([\d.]+)(%?) of (\w+)(?: on ([\w,]+))?$/.exec(part.trim());
    if (!match) throw new Error(`cannot read "${part}"`);
    const [, value, pct, target, on] = match;
    return {
      name: part,
      type: pct ? 'percentage' : 'amount',
      value: pct ? Number(value) : rupeesToPaise(value!),
      applyTo: target === 'total' ? 'total' : typeIds.get(target!)!,
      applyOn: on ? (on.split(',') as FeePlan[]) : [],
    };
  });
}

const installmentsOf = (cell: string) =>
  cell.split(',').flatMap((part) => {
    const [amount, times = '×1'] = part.trim().split(' ');
    return Array(Number(times.slice(1))).fill(rupeesToPaise(amount!));
  });

describe('docs/fees.md worked examples', () => {
  it('has both tables', () => {
    expect(planTable.length).toBeGreaterThanOrEqual(10);
    expect(lateFeeTable.length).toBeGreaterThanOrEqual(5);
  });

  it.each(planTable.map((row) => [row.join(' | '), row]))('plan: %s', (_name, row) => {
    const [fees, months, discounts, vouchers, plan, enrollment, finalTotal, installments] = row;
    const typeIds = new Map<string, number>();
    const components = fees!.split(',').map((part, i) => {
      const [name, amount] = part.trim().split(' ');
      typeIds.set(name!, i + 1);
      return { feeTypeId: i + 1, amountPaise: rupeesToPaise(amount!) };
    });
    const figures = computePlan({
      plan: plan as FeePlan,
      components,
      months: monthsOf(months!),
      discounts: reductionsOf(discounts!, typeIds),
      vouchers: reductionsOf(vouchers!, typeIds),
      enrollmentPaise: rupeesToPaise(enrollment!),
    });
    expect(figures.finalTotalPaise).toBe(rupeesToPaise(finalTotal!));
    expect(figures.installments).toEqual(installmentsOf(installments!));
  });

  it.each(lateFeeTable.map((row) => [row.join(' | '), row]))('late fee: %s', (_n, row) => {
    const [amount, due, paidOn, ruleCell, concession, parentDue, lateFee] = row;
    const rte = concession!.includes('RTE');
    const [conceded] = applyConcessions(
      [
        {
          key: 'k',
          label: 'k',
          plan: 'quarterly',
          dueDate: due!,
          amountPaise: rupeesToPaise(amount!),
          breakdown: [{ feeTypeId: 1, amountPaise: rupeesToPaise(amount!) }],
        },
      ],
      concession === '—'
        ? []
        : [
            {
              categoryId: 1,
              name: concession!,
              type: 'percentage',
              value: Number.parseFloat(concession!),
              applyTo: 'total',
              stateReceivable: rte,
            },
          ],
    );
    expect(conceded!.parentDuePaise).toBe(rupeesToPaise(parentDue!));
    const total = /of total ([\d.]+)/.exec(ruleCell!);
    const rule: LateFeeRule = ruleCell!.includes('%')
      ? {
          type: 'percentage',
          value: Number.parseFloat(ruleCell!),
          applyTo: total ? 'total' : 'installment',
        }
      : { type: 'amount', value: rupeesToPaise(ruleCell!), applyTo: 'installment' };
    const lateFeePaise = lateFeeAmount(
      rule,
      conceded!.parentDuePaise,
      total ? rupeesToPaise(total[1]!) : 0,
    );
    expect(lateFeeOn({ dueDate: due!, lateFeePaise }, paidOn!)).toBe(rupeesToPaise(lateFee!));
  });
});
