/** A grade and the lowest whole percentage that earns it; the band reaches up to the next one. */
export interface GradeBand {
  grade: string;
  min_percent: number;
  max_percent: number;
}

/**
 * The CBSE nine-point scale (A1 91–100 … D 33–40, E1 21–32, E2 20 and below, E1 and E2 both
 * "needs improvement"): the grade scale's preset.
 */
export const cbseGradeBands: readonly GradeBand[] = [
  { grade: 'A1', min_percent: 91, max_percent: 100 },
  { grade: 'A2', min_percent: 81, max_percent: 90 },
  { grade: 'B1', min_percent: 71, max_percent: 80 },
  { grade: 'B2', min_percent: 61, max_percent: 70 },
  { grade: 'C1', min_percent: 51, max_percent: 60 },
  { grade: 'C2', min_percent: 41, max_percent: 50 },
  { grade: 'D', min_percent: 33, max_percent: 40 },
  { grade: 'E1', min_percent: 21, max_percent: 32 },
  { grade: 'E2', min_percent: 0, max_percent: 20 },
];

/** Rounds half up to two decimals (percentages as shown and graded). */
export const roundPercent = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** The percentage of `obtained` out of `full`, two decimals; 0 when `full` is not positive. */
export function percentageOf(obtained: number, full: number): number {
  if (!(full > 0)) return 0;
  return roundPercent((Math.max(0, obtained) / full) * 100);
}

/**
 * The grade of a percentage: the band with the highest lower edge at or below it, so a
 * percentage between two whole-number bands (90.5) takes the lower band (A2), as CBSE does.
 * Null when no band starts at or below it.
 */
export function gradeFor(percent: number, bands: readonly GradeBand[]): string | null {
  let best: GradeBand | null = null;
  for (const band of bands) {
    if (band.min_percent <= percent && (!best || band.min_percent > best.min_percent)) best = band;
  }
  return best?.grade ?? null;
}

/** Bands sorted from the top grade down. */
export const sortBands = (bands: readonly GradeBand[]) =>
  [...bands].sort((a, b) => b.min_percent - a.min_percent);

/**
 * Why a scale is not usable, or null: bands must run from 0 to 100 with no gap or overlap
 * (each band's max one below the next band's min) and each grade once.
 */
export function checkGradeBands(bands: readonly GradeBand[]): string | null {
  if (bands.length === 0) return 'Please add at least one grade band';
  const grades = new Set(bands.map((band) => band.grade.trim().toUpperCase()));
  if (grades.size !== bands.length) return 'Each grade may appear only once';
  const sorted = sortBands(bands);
  if (sorted[0]!.max_percent !== 100) return 'The top band must end at 100';
  if (sorted.at(-1)!.min_percent !== 0) return 'The lowest band must start at 0';
  for (const [index, band] of sorted.entries()) {
    if (band.min_percent > band.max_percent) return `Band ${band.grade} starts above where it ends`;
    const lower = sorted[index + 1];
    if (lower && lower.max_percent !== band.min_percent - 1)
      return `Bands ${band.grade} and ${lower.grade} must meet without a gap or overlap`;
  }
  return null;
}

/** One exam's part in the year's result: its percentage and its weight. */
export interface WeightedPart {
  percentage: number;
  weight: number;
}

/**
 * The weighted percentage of exam parts (e.g. periodic test 20 + term exam 80; terms adding up
 * to the year): Σ percentage × weight / Σ weight over the parts given, two decimals. Parts not
 * yet held are left out, so the figure is the result so far. 0 when no weight is given.
 */
export function weightedPercentage(parts: readonly WeightedPart[]): number {
  const totalWeight = parts.reduce((sum, part) => sum + part.weight, 0);
  if (totalWeight <= 0) return 0;
  const sum = parts.reduce((acc, part) => acc + part.percentage * part.weight, 0);
  return roundPercent(sum / totalWeight);
}

/** Co-scholastic areas graded A to E on the report card. */
export const coScholasticAreas = ['Work', 'Art', 'Health & PE', 'Discipline'] as const;
export type CoScholasticArea = (typeof coScholasticAreas)[number];
export const coScholasticGrades = ['A', 'B', 'C', 'D', 'E'] as const;
