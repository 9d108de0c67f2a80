import type { Paise } from '../core/money.ts';

/**
 * `total` shared out in proportion to `weights` (largest remainder, exact integer arithmetic),
 * so the parts add up to `total`; all-zero weights put everything on the last part.
 */
export function allocateByWeight(total: Paise, weights: readonly number[]): Paise[] {
  if (weights.length === 0) return [];
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum <= 0n) return weights.map((_, i) => (i === weights.length - 1 ? total : 0));
  const shares = weights.map((weight, index) => {
    const product = BigInt(total) * BigInt(weight);
    return { index, part: product / sum, remainder: product % sum };
  });
  let left = BigInt(total) - shares.reduce((acc, share) => acc + share.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? b.index - a.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left <= 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.part));
}
