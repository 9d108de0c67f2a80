import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotalPaise, planModeOf } from './online-rules.ts';

describe('planModeOf', () => {
  it("reads the plan from a schedule due's key; a posted charge is oneTime", () => {
    expect(planModeOf('2026-27:monthly:04')).toBe('monthly');
    expect(planModeOf('2026-27:quarterly:1')).toBe('quarterly');
    expect(planModeOf('2026-27:semestral:2')).toBe('semestral');
    expect(planModeOf('2026-27:oneTime:1')).toBe('oneTime');
    expect(planModeOf('other:demo:excursion:7')).toBe('oneTime');
    expect(planModeOf('')).toBe('oneTime');
  });
});

describe('invoiceTotalPaise', () => {
  it('is every line amount plus its late fee, to the paisa', () => {
    const line = fc.record({
      amountPaise: fc.integer({ min: 0, max: 10_000_000 }),
      lateFeePaise: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const total = invoiceTotalPaise(lines);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(lines.reduce((sum, l) => sum + l.amountPaise + l.lateFeePaise, 0));
      }),
    );
  });
});
