import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cbseGradeBands,
  checkGradeBands,
  gradeFor,
  percentageOf,
  weightedPercentage,
} from './grade-rules.ts';

describe('gradeFor on the CBSE scale', () => {
  it.each([
    [100, 'A1'],
    [91, 'A1'],
    [90.99, 'A2'],
    [90, 'A2'],
    [81, 'A2'],
    [80, 'B1'],
    [71, 'B1'],
    [70, 'B2'],
    [61, 'B2'],
    [60, 'C1'],
    [51, 'C1'],
    [50, 'C2'],
    [41, 'C2'],
    [40, 'D'],
    [33, 'D'],
    [32.99, 'E1'],
    [32, 'E1'],
    [21, 'E1'],
    [20.99, 'E2'],
    [20, 'E2'],
    [0, 'E2'],
  ])('%s%% is %s', (percent, grade) => {
    expect(gradeFor(percent, cbseGradeBands)).toBe(grade);
  });

  it('gives every percentage from 0 to 100 exactly the band whose edges hold it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const percent = hundredths / 100;
        const grade = gradeFor(percent, cbseGradeBands);
        const band = cbseGradeBands.find((b) => b.grade === grade)!;
        expect(percent).toBeGreaterThanOrEqual(band.min_percent);
        expect(percent).toBeLessThan(band.max_percent + 1);
      }),
    );
  });

  it('never gives a lower grade for a higher percentage (property)', () => {
    const rank = (grade: string | null) => cbseGradeBands.findIndex((b) => b.grade === grade);
    fc.assert(
      fc.property(
        fc.float({ min: 0, max: 100, noNaN: true }),
        fc.float({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank(gradeFor(high, cbseGradeBands))).toBeLessThanOrEqual(
            rank(gradeFor(low, cbseGradeBands)),
          );
        },
      ),
    );
  });
});

describe('checkGradeBands', () => {
  it('accepts the CBSE preset in any order', () => {
    expect(checkGradeBands(cbseGradeBands)).toBeNull();
    expect(checkGradeBands([...cbseGradeBands].reverse())).toBeNull();
  });

  it('refuses gaps, overlaps, open ends and repeated grades', () => {
    const bands = cbseGradeBands.map((band) => ({ ...band }));
    expect(checkGradeBands([])).toMatch(/at least one/);
    expect(checkGradeBands(bands.map((b, i) => (i === 1 ? { ...b, max_percent: 89 } : b)))).toMatch(
      /gap or overlap/,
    );
    expect(checkGradeBands(bands.map((b, i) => (i === 1 ? { ...b, max_percent: 91 } : b)))).toMatch(
      /gap or overlap/,
    );
    expect(checkGradeBands(bands.map((b, i) => (i === 0 ? { ...b, max_percent: 99 } : b)))).toMatch(
      /end at 100/,
    );
    expect(
      checkGradeBands(bands.map((b, i) => (i === bands.length - 1 ? { ...b, min_percent: 1 } : b))),
    ).toMatch(/start at 0/);
    expect(checkGradeBands(bands.map((b, i) => (i === 1 ? { ...b, grade: 'a1' } : b)))).toMatch(
      /only once/,
    );
  });

  it('accepts any split of 0–100 into contiguous bands, and grades each edge into its band (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 10 }), (cuts) => {
        const mins = [0, ...cuts].sort((a, b) => a - b);
        const bands = mins.map((min, i) => ({
          grade: `G${i}`,
          min_percent: min,
          max_percent: i + 1 < mins.length ? mins[i + 1]! - 1 : 100,
        }));
        expect(checkGradeBands(bands)).toBeNull();
        for (const band of bands) {
          expect(gradeFor(band.min_percent, bands)).toBe(band.grade);
          expect(gradeFor(band.max_percent, bands)).toBe(band.grade);
        }
      }),
    );
  });
});

describe('percentages and weights', () => {
  it('rounds the percentage half up to two decimals', () => {
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(1, 8)).toBe(12.5);
    expect(percentageOf(80, 80)).toBe(100);
    expect(percentageOf(5, 0)).toBe(0);
  });

  it('weights a periodic test 20 and a term exam 80', () => {
    expect(
      weightedPercentage([
        { percentage: 50, weight: 20 },
        { percentage: 100, weight: 80 },
      ]),
    ).toBe(90);
    expect(weightedPercentage([{ percentage: 70, weight: 20 }])).toBe(70);
    expect(weightedPercentage([])).toBe(0);
  });

  it('keeps the weighted percentage between the lowest and highest part (property)', () => {
    const part = fc.record({
      percentage: fc.integer({ min: 0, max: 100 }),
      weight: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), (parts) => {
        const result = weightedPercentage(parts);
        expect(result).toBeGreaterThanOrEqual(Math.min(...parts.map((p) => p.percentage)) - 0.005);
        expect(result).toBeLessThanOrEqual(Math.max(...parts.map((p) => p.percentage)) + 0.005);
      }),
    );
  });
});
