import { z } from 'zod';

/**
 * Money: integer paise inside, rupees (a number with at most two decimals) on the wire.
 * Every amount of every module goes through these functions; `divideRoundingHalfUp` is the one
 * rounding rule (half away from zero, on integers, so no floating-point drift).
 */

/** Integer paise. */
export type Paise = number;

/** The largest amount a school may write: ₹10 crore. */
export const MAX_RUPEES = 100_000_000;
export const MAX_PAISE: Paise = MAX_RUPEES * 100;

/** `numerator / denominator` rounded half away from zero: the one rounding rule. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError('divideRoundingHalfUp takes safe integers and a non-zero denominator');
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return sign * rounded || 0;
}

/** Percentages carry at most two decimals (12.5%, 33.33%): basis points inside. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `percent` % of an amount, rounded by the one rule. */
export function percentOf(amount: Paise, percent: number): Paise {
  return divideRoundingHalfUp(amount * percentToBasisPoints(percent), 10_000);
}

/** Rupees as a number or a decimal string ("1234.5") to paise; more than two decimals are rounded. */
export function rupeesToPaise(rupees: number | string): Paise {
  const text = typeof rupees === 'number' ? rupeesText(rupees) : rupees.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount of rupees: ${text}`);
  const [, minus, whole, fraction = ''] = match;
  const digits = `${fraction}000`;
  const paise = Number(whole) * 100 + Number(digits.slice(0, 2));
  const roundsUp = Number(digits[2]) >= 5;
  const magnitude = paise + (roundsUp ? 1 : 0);
  return minus ? -magnitude : magnitude;
}

/** A number's plain decimal text, without exponent (1e-7 → "0.0000001"). */
function rupeesText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError('an amount must be finite');
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '') : text;
}

/** Paise to rupees for the wire (JSON numbers: 1234.5 means ₹1,234.50). */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const indianRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,23,456.50", Indian digit grouping. */
export function formatRupees(paise: Paise): string {
  return indianRupees.format(paise / 100);
}

/** A total split into `parts` instalments; the remainder of the division goes to the last. */
export function splitIntoInstalments(total: Paise, parts: number): Paise[] {
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError('parts must be a positive integer');
  const each = Math.trunc(total / parts);
  return Array.from({ length: parts }, (_, index) =>
    index === parts - 1 ? total - each * (parts - 1) : each,
  );
}

/** Sum of amounts in paise. */
export function sumPaise(amounts: readonly Paise[]): Paise {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** True when a rupee amount has at most two decimals. */
export function hasWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/**
 * A rupee amount on the wire (number or numeric string), at most two decimals, between `min`
 * and ₹10 crore; the parsed value is integer **paise**. Its input type is `number | string`
 * (what a number input holds), so a form's values go to the call as they are.
 */
export const rupeesInPaiseSchema = (message: string, { min = 0 }: { min?: number } = {}) =>
  z
    .union([z.number(), z.string()], { error: message })
    // A blank or non-numeric text becomes NaN, which the number below refuses with `message`.
    .transform((value) => (typeof value === 'string' ? Number(value.trim() || Number.NaN) : value))
    .pipe(
      z
        .number({ error: message })
        .finite({ error: message })
        .min(min, { error: message })
        .max(MAX_RUPEES, { error: message })
        .refine(hasWholePaise, { error: message })
        .transform((rupees) => rupeesToPaise(rupees)),
    );

/** A rupee amount in an answer (the server writes `paiseToRupees(paise)`). */
export const rupeesAnswerSchema = z.number();
