/** True when both lists hold the same ids, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id)) && set.size === new Set(b).size;
}

/** Ids as the strings chip groups and selects hold. */
export const toValues = (ids: readonly number[]): string[] => ids.map(String);

/** Chip or select values back to ids; anything that is not a positive whole number is dropped. */
export function toIds(values: readonly string[]): number[] {
  return values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

export { toId } from '../../../ui/lookups/to-id';
