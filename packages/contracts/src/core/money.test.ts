import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  divideRoundingHalfUp,
  formatRupees,
  paiseToRupees,
  percentOf,
  rupeesInPaiseSchema,
  rupeesToPaise,
  splitIntoInstalments,
  sumPaise,
} from './money.ts';

describe('money', () => {
  it('rounds half away from zero', () => {
    expect(divideRoundingHalfUp(5, 2)).toBe(3);
    expect(divideRoundingHalfUp(-5, 2)).toBe(-3);
    expect(divideRoundingHalfUp(4, 3)).toBe(1);
    expect(divideRoundingHalfUp(0, 7)).toBe(0);
  });

  it('reads rupees exactly', () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise('1234.5')).toBe(123450);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(123450)).toBe(1234.5);
  });

  it('takes percentages of amounts by the one rule', () => {
    expect(percentOf(100_00, 12.5)).toBe(12_50);
    expect(percentOf(333, 50)).toBe(167);
    expect(percentOf(10_000_00, 33.33)).toBe(3_333_00);
  });

  it('formats with Indian grouping', () => {
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
  });

  it('parses wire amounts into paise and refuses a third decimal', () => {
    const schema = rupeesInPaiseSchema('Enter a valid amount');
    expect(schema.parse('250.75')).toBe(25075);
    expect(schema.safeParse(1.234).success).toBe(false);
    expect(schema.safeParse(-1).success).toBe(false);
    expect(schema.safeParse('abc').success).toBe(false);
  });

  it('says its one message for any bad amount, and types its input as a form holds it', () => {
    const schema = rupeesInPaiseSchema('Enter a valid amount', { min: 1 });
    const typed: z.input<typeof schema> = ' 12.5 ';
    expect(schema.parse(typed)).toBe(1250);
    for (const bad of ['', '  ', 'abc', null, undefined, true, {}, 0, 1e9, Number.NaN, 1.005]) {
      const issues = schema.safeParse(bad).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual(['Enter a valid amount']);
    }
  });

  it('splits a total into instalments that add up to it, remainder last', () => {
    expect(splitIntoInstalments(1000, 3)).toEqual([333, 333, 334]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 12 }),
        (total, parts) => {
          const instalments = splitIntoInstalments(total, parts);
          expect(sumPaise(instalments)).toBe(total);
          expect(Math.max(...instalments) - Math.min(...instalments)).toBeLessThan(parts);
        },
      ),
    );
  });

  it('round-trips paise through rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });

  it('keeps a percentage within the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, basisPoints) => {
          const part = percentOf(amount, basisPoints / 100);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
